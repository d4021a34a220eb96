export { QuickStats } from './quick-stats';
