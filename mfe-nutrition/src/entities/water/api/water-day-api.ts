import { baseApi } from '@chairside/api-client';
import { API_PATHS, type WaterDay, type WaterEntry, type WaterUnit } from '@chairside/contracts/web';

// The day's water is read by the dashboard's card and the Goal form (also embedded in Settings); the
// goal's writes and the Progress bars are in their own slices and meet these through the 'Water' tag.
const waterDayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWaterDay: build.query<WaterDay, { date: string; tz: string }>({
      query: ({ date, tz }) => ({ url: API_PATHS.getWaterDay.replace(':date', date), params: { tz } }),
      // The unit shown follows the profile's unit system.
      providesTags: ['Water', 'UserProfile'],
    }),
    addWater: build.mutation<WaterEntry, { amount: number; unit: WaterUnit; tz: string }>({
      query: (body) => ({ url: API_PATHS.createWaterEntry, method: 'POST', body }),
      invalidatesTags: ['Water'],
    }),
    deleteWater: build.mutation<void, string>({
      query: (id) => ({ url: API_PATHS.deleteWaterEntry.replace(':id', encodeURIComponent(id)), method: 'DELETE' }),
      invalidatesTags: ['Water'],
    }),
  }),
});

export const { useGetWaterDayQuery, useAddWaterMutation, useDeleteWaterMutation } = waterDayApi;
