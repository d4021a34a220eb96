import { baseApi } from '@chairside/api-client';
import { API_PATHS, type Comment } from '@chairside/contracts/web';
import { patchFeedPost, postPath } from '../../../entities/community-post';

// The list of one post has its own tag id, so refreshing it never refetches every page of the feed.
const commentsTag = (postId: string) => ({ type: 'CommunityPost' as const, id: `comments:${postId}` });
const commentPath = (postId: string, commentId: string) =>
  postPath(API_PATHS.deleteComment, postId).replace(':commentId', encodeURIComponent(commentId));

const commentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listComments: build.query<Comment[], string>({
      query: (postId) => postPath(API_PATHS.listComments, postId),
      providesTags: (_r, _e, postId) => [commentsTag(postId)],
    }),
    createComment: build.mutation<Comment, { postId: string; content: string }>({
      query: ({ postId, content }) => ({
        url: postPath(API_PATHS.createComment, postId),
        method: 'POST',
        body: { content },
      }),
      invalidatesTags: (_r, error, { postId }) => (error ? [] : [commentsTag(postId)]),
      async onQueryStarted({ postId }, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(patchFeedPost(postId, (p) => ({ commentsCount: p.commentsCount + 1 }))),
          () => undefined,
        );
      },
    }),
    deleteComment: build.mutation<void, { postId: string; commentId: string }>({
      query: ({ postId, commentId }) => ({ url: commentPath(postId, commentId), method: 'DELETE' }),
      async onQueryStarted({ postId, commentId }, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => {
            dispatch(
              commentsApi.util.updateQueryData('listComments', postId, (list) =>
                list.filter((c) => c.id !== commentId),
              ),
            );
            dispatch(patchFeedPost(postId, (p) => ({ commentsCount: Math.max(0, p.commentsCount - 1) })));
          },
          () => undefined,
        );
      },
    }),
  }),
});

export const { useListCommentsQuery, useCreateCommentMutation, useDeleteCommentMutation } = commentsApi;
