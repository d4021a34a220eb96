import { baseApi } from '@chairside/api-client';
import { API_PATHS, type FoodEntry, type UpdateFoodEntryRequest } from '@chairside/contracts/web';

const entryUrl = (id: string) => API_PATHS.updateFoodEntry.replace(':id', encodeURIComponent(id));

export const changeFoodEntryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Both refresh every reader of the tag: the diary, Today's Overview, Quick Stats, the streak, /progress.
    updateFoodEntry: build.mutation<FoodEntry, { id: string; changes: UpdateFoodEntryRequest }>({
      query: ({ id, changes }) => ({ url: entryUrl(id), method: 'PATCH', body: changes }),
      invalidatesTags: ['FoodEntry'],
    }),
    deleteFoodEntry: build.mutation<void, string>({
      query: (id) => ({ url: API_PATHS.deleteFoodEntry.replace(':id', encodeURIComponent(id)), method: 'DELETE' }),
      invalidatesTags: ['FoodEntry'],
    }),
  }),
});

export const { useUpdateFoodEntryMutation, useDeleteFoodEntryMutation } = changeFoodEntryApi;
