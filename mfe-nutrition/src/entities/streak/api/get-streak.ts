import { baseApi } from '@chairside/api-client';
import { API_PATHS, type Streak } from '@chairside/contracts';

export const getStreakApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Tagged with food entries: logging food can start or extend the streak.
    getStreak: build.query<Streak, { tz: string }>({
      query: (params) => ({ url: API_PATHS.streak, params }),
      providesTags: ['FoodEntry'],
    }),
  }),
});

export const { useGetStreakQuery } = getStreakApi;
