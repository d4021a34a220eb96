export { default } from './settings-page';
