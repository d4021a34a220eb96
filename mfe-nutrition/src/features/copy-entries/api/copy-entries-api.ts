import { baseApi } from '@chairside/api-client';
import { API_PATHS, type FoodEntry, type PlaceFoodEntriesRequest } from '@chairside/contracts/web';

// Here rather than in entities/food-entry: only these lazily loaded dialogs copy or move, so the
// dashboard's first load does not carry them.
const copyEntriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Refreshes every reader of the tag: the diary, Today's Overview, Quick Stats, the streak, /progress.
    copyFoodEntries: build.mutation<FoodEntry[], PlaceFoodEntriesRequest>({
      query: (body) => ({ url: API_PATHS.copyFoodEntries, method: 'POST', body }),
      invalidatesTags: ['FoodEntry'],
    }),
    moveFoodEntries: build.mutation<FoodEntry[], PlaceFoodEntriesRequest>({
      query: (body) => ({ url: API_PATHS.moveFoodEntries, method: 'POST', body }),
      invalidatesTags: ['FoodEntry'],
    }),
  }),
});

export const { useCopyFoodEntriesMutation, useMoveFoodEntriesMutation } = copyEntriesApi;
