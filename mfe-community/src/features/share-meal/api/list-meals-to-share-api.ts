import { baseApi } from '@chairside/api-client';
import { API_PATHS, type FoodEntry } from '@chairside/contracts/web';

/** Today's meals (the UTC day, as the API counts days) offered for sharing; refreshed whenever any remote logs food. */
const listMealsToShareApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listMealsToShare: build.query<FoodEntry[], string>({
      query: (utcDate) => ({ url: API_PATHS.listFoodEntries, params: { date: utcDate, tz: 'UTC' } }),
      providesTags: ['FoodEntry'],
    }),
  }),
});

export const { useListMealsToShareQuery } = listMealsToShareApi;
