import { baseApi } from '@chairside/api-client';
import { API_PATHS, type NutritionDay } from '@chairside/contracts';

export const getNutritionHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNutritionHistory: build.query<NutritionDay[], { days: 7 | 30; tz: string }>({
      query: (params) => ({ url: API_PATHS.nutritionHistory, params }),
      providesTags: ['FoodEntry'],
    }),
  }),
});

export const { useGetNutritionHistoryQuery } = getNutritionHistoryApi;
