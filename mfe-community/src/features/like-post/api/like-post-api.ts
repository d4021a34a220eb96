import { baseApi } from '@chairside/api-client';
import { API_PATHS, type LikeResult } from '@chairside/contracts/web';
import { patchFeedPost, postPath } from '../../../entities/community-post';
import { toggledLike } from '../model/toggle-like';

const likePostApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    likeCommunityPost: build.mutation<LikeResult, string>({
      query: (id) => ({ url: postPath(API_PATHS.likeCommunityPost, id), method: 'POST' }),
      // The count moves at once; a failure puts it back, a success takes the server's figures.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(patchFeedPost(id, toggledLike));
        try {
          const { data } = await queryFulfilled;
          dispatch(patchFeedPost(id, () => ({ likedByMe: data.liked, likesCount: data.likesCount })));
        } catch {
          optimistic.undo();
        }
      },
    }),
  }),
});

export const { useLikeCommunityPostMutation } = likePostApi;
