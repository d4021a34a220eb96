export { default } from './community-page';
