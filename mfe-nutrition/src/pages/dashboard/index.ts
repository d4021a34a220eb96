export { default } from './dashboard-page';
