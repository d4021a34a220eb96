import { baseApi } from '@chairside/api-client';
import {
  API_PATHS,
  type CreateExerciseEntryRequest,
  type ExerciseEntry,
  type StretchBreakWeek,
  type UpdateExerciseEntryRequest,
} from '@chairside/contracts/web';

const entryPath = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/**
 * mfe-exercise writes exercise entries; every list of them (the dashboard's and progress page's
 * totals in mfe-nutrition too) carries the ExerciseEntry tag, so a save refreshes them all.
 */
const exerciseEntriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listExerciseEntriesOfDay: build.query<ExerciseEntry[], { date: string; tz: string }>({
      query: (params) => ({ url: API_PATHS.listExerciseEntries, params }),
      providesTags: ['ExerciseEntry'],
    }),
    createExerciseEntry: build.mutation<ExerciseEntry, CreateExerciseEntryRequest>({
      query: (body) => ({ url: API_PATHS.createExerciseEntry, method: 'POST', body }),
      invalidatesTags: ['ExerciseEntry'],
    }),
    updateExerciseEntry: build.mutation<ExerciseEntry, { id: string; changes: UpdateExerciseEntryRequest }>({
      query: ({ id, changes }) => ({
        url: entryPath(API_PATHS.updateExerciseEntry, id),
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: ['ExerciseEntry'],
    }),
    deleteExerciseEntry: build.mutation<void, string>({
      query: (id) => ({ url: entryPath(API_PATHS.deleteExerciseEntry, id), method: 'DELETE' }),
      invalidatesTags: ['ExerciseEntry'],
    }),
    getStretchBreakWeek: build.query<StretchBreakWeek, { tz: string }>({
      query: (params) => ({ url: API_PATHS.stretchBreaks, params }),
      providesTags: ['ExerciseEntry'],
    }),
  }),
});

export const {
  useListExerciseEntriesOfDayQuery,
  useCreateExerciseEntryMutation,
  useUpdateExerciseEntryMutation,
  useDeleteExerciseEntryMutation,
  useGetStretchBreakWeekQuery,
} = exerciseEntriesApi;
