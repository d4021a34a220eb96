export { default } from './welcome-page';
