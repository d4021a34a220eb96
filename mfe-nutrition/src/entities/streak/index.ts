export { useGetStreakQuery } from './api/streak-api';
