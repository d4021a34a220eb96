import { baseApi } from '@chairside/api-client';
import {
  API_PATHS,
  type SavedNutritionPersonality,
  type SaveNutritionPersonalityRequest,
} from '@chairside/contracts/web';

const nutritionPersonalityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNutritionPersonality: build.query<SavedNutritionPersonality | null, void>({
      query: () => ({ url: API_PATHS.getNutritionPersonality }),
      providesTags: ['NutritionPersonality'],
    }),
    saveNutritionPersonality: build.mutation<SavedNutritionPersonality, SaveNutritionPersonalityRequest>({
      query: (body) => ({ url: API_PATHS.saveNutritionPersonality, method: 'POST', body }),
      invalidatesTags: ['NutritionPersonality'],
    }),
  }),
});

export const { useGetNutritionPersonalityQuery, useSaveNutritionPersonalityMutation } = nutritionPersonalityApi;
