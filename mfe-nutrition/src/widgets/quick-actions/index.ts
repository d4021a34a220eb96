export { QuickActions } from './quick-actions';
