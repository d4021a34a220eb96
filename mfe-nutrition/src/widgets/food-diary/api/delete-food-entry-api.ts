import { baseApi } from '@chairside/api-client';
import { API_PATHS, type FoodEntry } from '@chairside/contracts/web';

// Here rather than in entities/food-entry: only the diary's lazily loaded actions delete, so the
// dashboard's first load does not carry it.
const deleteFoodEntryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Refreshes every reader of the tag: the diary, Today's Overview, Quick Stats, the streak, /progress.
    deleteFoodEntry: build.mutation<void, string>({
      query: (id) => ({ url: API_PATHS.deleteFoodEntry.replace(':id', encodeURIComponent(id)), method: 'DELETE' }),
      invalidatesTags: ['FoodEntry'],
    }),
    // Undo: the same entry back as it was, its photo and time included.
    restoreFoodEntry: build.mutation<FoodEntry, string>({
      query: (id) => ({ url: API_PATHS.restoreFoodEntry.replace(':id', encodeURIComponent(id)), method: 'POST' }),
      invalidatesTags: ['FoodEntry'],
    }),
  }),
});

export const { useDeleteFoodEntryMutation, useRestoreFoodEntryMutation } = deleteFoodEntryApi;
