import { baseApi } from '@chairside/api-client';
import {
  API_PATHS,
  type CreateExerciseEntryRequest,
  type ExerciseEntry,
  type UpdateExerciseEntryRequest,
} from '@chairside/contracts/web';

const entryPath = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

// Here rather than in entities/exercise-entry: only the lazily loaded Edit and Delete use them, so the
// dashboard's first load does not carry them. Each refreshes every reader of the tag (both remotes).
const exerciseEntryChangesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
    // Undo logs the deleted entry again, at its own time.
    restoreExerciseEntry: build.mutation<ExerciseEntry, CreateExerciseEntryRequest>({
      query: (body) => ({ url: API_PATHS.createExerciseEntry, method: 'POST', body }),
      invalidatesTags: ['ExerciseEntry'],
    }),
  }),
});

export const { useUpdateExerciseEntryMutation, useDeleteExerciseEntryMutation, useRestoreExerciseEntryMutation } =
  exerciseEntryChangesApi;
