export { TodaysProgress } from './todays-progress';
