export { LogExerciseWizard } from './ui/log-exercise-wizard';
