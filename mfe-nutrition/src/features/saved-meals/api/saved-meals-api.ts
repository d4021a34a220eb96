import { baseApi } from '@chairside/api-client';
import {
  API_PATHS,
  type CreateSavedMealRequest,
  type FoodEntry,
  type LogSavedMealRequest,
  type SavedMeal,
} from '@chairside/contracts/web';

const path = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

// Only the lazily loaded saved-meal dialogs call these, so they live in this slice.
const savedMealsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSavedMeals: build.query<SavedMeal[], void>({
      query: () => ({ url: API_PATHS.listSavedMeals }),
      providesTags: ['SavedMeal'],
    }),
    createSavedMeal: build.mutation<SavedMeal, CreateSavedMealRequest>({
      query: (body) => ({ url: API_PATHS.createSavedMeal, method: 'POST', body }),
      invalidatesTags: ['SavedMeal'],
    }),
    renameSavedMeal: build.mutation<SavedMeal, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: path(API_PATHS.renameSavedMeal, id), method: 'PATCH', body: { name } }),
      invalidatesTags: ['SavedMeal'],
    }),
    deleteSavedMeal: build.mutation<void, string>({
      query: (id) => ({ url: path(API_PATHS.deleteSavedMeal, id), method: 'DELETE' }),
      invalidatesTags: ['SavedMeal'],
    }),
    // New entries: every reader of food entries refreshes.
    logSavedMeal: build.mutation<FoodEntry[], { id: string } & LogSavedMealRequest>({
      query: ({ id, ...body }) => ({ url: path(API_PATHS.logSavedMeal, id), method: 'POST', body }),
      invalidatesTags: ['FoodEntry'],
    }),
  }),
});

export const {
  useListSavedMealsQuery,
  useCreateSavedMealMutation,
  useRenameSavedMealMutation,
  useDeleteSavedMealMutation,
  useLogSavedMealMutation,
} = savedMealsApi;
