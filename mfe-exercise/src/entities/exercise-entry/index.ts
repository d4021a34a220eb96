export {
  useListExerciseEntriesOfDayQuery,
  useCreateExerciseEntryMutation,
  useGetStretchBreakWeekQuery,
} from './api/exercise-entries-api';
export { completedStretchIds } from './model/completed-stretches';
