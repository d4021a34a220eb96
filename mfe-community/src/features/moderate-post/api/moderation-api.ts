import { baseApi } from '@chairside/api-client';
import { API_PATHS, type PostForReview } from '@chairside/contracts/web';
import { postPath } from '../../../entities/community-post';

/** The moderators' calls: the posts reports hid from everyone, and what a moderator decides. */
const moderationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPostsForReview: build.query<PostForReview[], void>({
      query: () => API_PATHS.listPostsForReview,
      providesTags: ['CommunityPost'],
    }),
    // Both change what the feed shows (a restored post comes back), so the feed is fetched again too.
    restorePost: build.mutation<{ restored: true }, string>({
      query: (id) => ({ url: postPath(API_PATHS.restorePost, id), method: 'POST' }),
      invalidatesTags: ['CommunityPost'],
    }),
    removePost: build.mutation<void, string>({
      query: (id) => ({ url: postPath(API_PATHS.removePost, id), method: 'DELETE' }),
      invalidatesTags: ['CommunityPost'],
    }),
  }),
});

export const { useListPostsForReviewQuery, useRestorePostMutation, useRemovePostMutation } = moderationApi;
