export { TodaysOverview } from './todays-overview';
