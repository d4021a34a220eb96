export { useListTodaysExerciseEntriesQuery } from './api/exercise-entries-api';
