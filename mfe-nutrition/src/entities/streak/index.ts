export { useGetStreakQuery } from './api/get-streak';
