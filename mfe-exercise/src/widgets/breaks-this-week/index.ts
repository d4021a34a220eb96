export { BreaksThisWeek } from './breaks-this-week';
