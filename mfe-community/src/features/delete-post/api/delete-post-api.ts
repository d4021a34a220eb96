import { baseApi } from '@chairside/api-client';
import { API_PATHS } from '@chairside/contracts/web';
import { postPath, removeFeedPost } from '../../../entities/community-post';

const deletePostApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteCommunityPost: build.mutation<void, string>({
      query: (id) => ({ url: postPath(API_PATHS.deleteCommunityPost, id), method: 'DELETE' }),
      // Taken out of the pages already loaded: fetching every page again would move the reader.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(removeFeedPost(id)),
          () => undefined,
        );
      },
    }),
  }),
});

export const { useDeleteCommunityPostMutation } = deletePostApi;
