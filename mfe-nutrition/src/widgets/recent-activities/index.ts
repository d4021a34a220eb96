export { RecentActivities } from './recent-activities';
