export { useExerciseEntryActions } from './ui/use-exercise-entry-actions';
