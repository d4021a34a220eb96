import { baseApi } from '@chairside/api-client';
import { API_PATHS, type Streak } from '@chairside/contracts/web';

const streakApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Tagged with food entries: logging food can start or extend the streak. `date` only keys the
    // cache, so a new day asks again.
    getStreak: build.query<Streak, { tz: string; date: string }>({
      query: ({ tz }) => ({ url: API_PATHS.streak, params: { tz } }),
      providesTags: ['FoodEntry'],
    }),
  }),
});

export const { useGetStreakQuery } = streakApi;
