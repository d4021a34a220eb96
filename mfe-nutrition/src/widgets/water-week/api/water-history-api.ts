import { baseApi } from '@chairside/api-client';
import { API_PATHS, type WaterHistory } from '@chairside/contracts/web';

const waterHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // `date` only keys the cache, so a new day asks again.
    getWaterHistory: build.query<WaterHistory, { tz: string; date: string }>({
      query: ({ tz }) => ({ url: API_PATHS.waterHistory, params: { days: 7, tz } }),
      providesTags: ['Water', 'UserProfile'],
    }),
  }),
});

export const { useGetWaterHistoryQuery } = waterHistoryApi;
