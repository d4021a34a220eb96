import { baseApi } from '@chairside/api-client';
import { API_PATHS } from '@chairside/contracts/web';
import { postPath, removeFeedPost } from '../../../entities/community-post';

const reportPostApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportCommunityPost: build.mutation<{ reported: true }, string>({
      query: (id) => ({ url: postPath(API_PATHS.reportCommunityPost, id), method: 'POST' }),
      // The API hides a reported post from its reporter; the loaded pages follow without a refetch.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(removeFeedPost(id)),
          () => undefined,
        );
      },
    }),
  }),
});

export const { useReportCommunityPostMutation } = reportPostApi;
