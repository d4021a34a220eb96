import { baseApi } from '@chairside/api-client';
import { API_PATHS, type FoodEntry } from '@chairside/contracts/web';

export const listTodaysFoodEntriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTodaysFoodEntries: build.query<FoodEntry[], { date: string; tz: string }>({
      query: (params) => ({ url: API_PATHS.listFoodEntries, params }),
      providesTags: ['FoodEntry'],
    }),
  }),
});

export const { useListTodaysFoodEntriesQuery } = listTodaysFoodEntriesApi;
