export { default } from './progress-page';
