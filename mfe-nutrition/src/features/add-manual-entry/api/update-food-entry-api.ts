import { baseApi } from '@chairside/api-client';
import { API_PATHS, type FoodEntry, type UpdateFoodEntryRequest } from '@chairside/contracts/web';

// Here rather than in entities/food-entry: only this lazily loaded form corrects an entry, so the
// dashboard's first load does not carry it.
const updateFoodEntryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Refreshes every reader of the tag: the diary, Today's Overview, Quick Stats, the streak, /progress.
    updateFoodEntry: build.mutation<FoodEntry, { id: string; changes: UpdateFoodEntryRequest }>({
      query: ({ id, changes }) => ({
        url: API_PATHS.updateFoodEntry.replace(':id', encodeURIComponent(id)),
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: ['FoodEntry'],
    }),
  }),
});

export const { useUpdateFoodEntryMutation } = updateFoodEntryApi;
