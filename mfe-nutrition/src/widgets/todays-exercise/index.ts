export { TodaysExercise } from './todays-exercise';
