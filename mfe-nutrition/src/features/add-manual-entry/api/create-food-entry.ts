import { baseApi } from '@chairside/api-client';
import { endpoints, type CreateFoodEntryRequest, type FoodEntry } from '@chairside/contracts';

export const createFoodEntryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createFoodEntry: build.mutation<FoodEntry, CreateFoodEntryRequest>({
      query: (body) => ({ url: endpoints.createFoodEntry.path, method: 'POST', body }),
      // Refreshes every list of food entries, whichever remote reads it (community's share-meal list too).
      invalidatesTags: ['FoodEntry'],
    }),
  }),
});

export const { useCreateFoodEntryMutation } = createFoodEntryApi;
