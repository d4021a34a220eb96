export { StreakCard } from './streak-card';
