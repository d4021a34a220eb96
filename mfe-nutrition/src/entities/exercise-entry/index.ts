export { useListTodaysExerciseEntriesQuery } from './api/list-todays-exercise-entries';
