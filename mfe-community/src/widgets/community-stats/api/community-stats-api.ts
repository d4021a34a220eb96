import { baseApi } from '@chairside/api-client';
import { API_PATHS, type CommunityStats } from '@chairside/contracts/web';

const communityStatsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCommunityStats: build.query<CommunityStats, void>({
      query: () => API_PATHS.communityStats,
      // A new post refreshes the figures too (the API keeps them at most a minute old).
      providesTags: ['CommunityPost'],
    }),
  }),
});

export const { useGetCommunityStatsQuery } = communityStatsApi;
