import { baseApi } from '@chairside/api-client';
import { API_PATHS, type ExerciseEntry } from '@chairside/contracts/web';

const exerciseEntriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Read here for the dashboard's and progress page's totals; mfe-exercise writes them (same tag).
    listTodaysExerciseEntries: build.query<ExerciseEntry[], { date: string; tz: string }>({
      query: (params) => ({ url: API_PATHS.listExerciseEntries, params }),
      providesTags: ['ExerciseEntry'],
    }),
  }),
});

export const { useListTodaysExerciseEntriesQuery } = exerciseEntriesApi;
