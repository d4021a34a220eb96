import { baseApi } from '@chairside/api-client';
import { API_PATHS, type NutritionDay } from '@chairside/contracts/web';

const nutritionHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // `date` only keys the cache, so a new day asks again.
    getNutritionHistory: build.query<NutritionDay[], { days: 7 | 30; tz: string; date: string }>({
      query: ({ days, tz }) => ({ url: API_PATHS.nutritionHistory, params: { days, tz } }),
      providesTags: ['FoodEntry'],
    }),
  }),
});

export const { useGetNutritionHistoryQuery } = nutritionHistoryApi;
