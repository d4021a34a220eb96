import { baseApi } from '@chairside/api-client';
import { endpoints, type NutritionGoals } from '@chairside/contracts';

export const getNutritionGoalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNutritionGoals: build.query<NutritionGoals | null, void>({
      query: () => ({ url: endpoints.getNutritionGoals.path }),
      providesTags: ['NutritionGoals'],
    }),
  }),
});

export const { useGetNutritionGoalsQuery } = getNutritionGoalsApi;
