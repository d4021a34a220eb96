import { baseApi } from '@chairside/api-client';
import { API_PATHS, type WeighIn, type WeighInsResponse } from '@chairside/contracts/web';

/** A new, changed or deleted weigh-in moves the profile's current weight too (it follows the latest). */
const CHANGED = ['WeighIn', 'UserProfile'] as const;

const weighInsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listWeighIns: build.query<WeighInsResponse, { from: string; to: string }>({
      query: (range) => ({ url: API_PATHS.listWeighIns, params: range }),
      providesTags: ['WeighIn'],
    }),
    /** The day's weight, in place of that day's weigh-in (the log dialog, and Undo after a delete). */
    logWeighIn: build.mutation<WeighIn, { date: string; weightKg: number }>({
      query: ({ date, weightKg }) => ({
        url: API_PATHS.logWeighIn.replace(':date', encodeURIComponent(date)),
        method: 'PUT',
        body: { weightKg },
      }),
      invalidatesTags: [...CHANGED],
    }),
    deleteWeighIn: build.mutation<void, string>({
      query: (id) => ({ url: API_PATHS.deleteWeighIn.replace(':id', encodeURIComponent(id)), method: 'DELETE' }),
      invalidatesTags: [...CHANGED],
    }),
  }),
});

export const { useListWeighInsQuery, useLogWeighInMutation, useDeleteWeighInMutation } = weighInsApi;
