export {
  useListExerciseEntriesOfDayQuery,
  useCreateExerciseEntryMutation,
  useUpdateExerciseEntryMutation,
  useDeleteExerciseEntryMutation,
  useGetStretchBreakWeekQuery,
} from './api/exercise-entries-api';
export { completedStretchIds, stretchTickEntries } from './model/completed-stretches';
