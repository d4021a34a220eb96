export {
  useListExerciseEntriesOfDayQuery,
  useCreateExerciseEntryMutation,
  useUpdateExerciseEntryMutation,
  useDeleteExerciseEntryMutation,
  useGetStretchBreakWeekQuery,
} from './api/exercise-entries-api';
export { completedStretchIds } from './model/completed-stretches';
