import { baseApi } from '@chairside/api-client';
import { endpoints, type FoodEntry } from '@chairside/contracts';

export const listTodaysFoodEntriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTodaysFoodEntries: build.query<FoodEntry[], { date: string; tz: string }>({
      query: (params) => ({ url: endpoints.listFoodEntries.path, params }),
      providesTags: ['FoodEntry'],
    }),
  }),
});

export const { useListTodaysFoodEntriesQuery } = listTodaysFoodEntriesApi;
