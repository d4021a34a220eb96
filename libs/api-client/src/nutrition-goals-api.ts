import { API_PATHS, type NutritionGoals } from '@chairside/contracts/web';
import { baseApi } from './base-api';

/** The goals: mfe-nutrition (wizard, dashboard) and mfe-profile (recomputing after body data changes) both save them. */
const nutritionGoalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNutritionGoals: build.query<NutritionGoals | null, void>({
      query: () => ({ url: API_PATHS.getNutritionGoals }),
      providesTags: ['NutritionGoals'],
    }),
    // PUT when goals exist, else POST.
    saveNutritionGoals: build.mutation<NutritionGoals, { goals: NutritionGoals; exists: boolean }>({
      query: ({ goals, exists }) => ({
        url: exists ? API_PATHS.updateNutritionGoals : API_PATHS.createNutritionGoals,
        method: exists ? 'PUT' : 'POST',
        body: goals,
      }),
      invalidatesTags: ['NutritionGoals'],
    }),
  }),
});

export const { useGetNutritionGoalsQuery, useSaveNutritionGoalsMutation } = nutritionGoalsApi;
