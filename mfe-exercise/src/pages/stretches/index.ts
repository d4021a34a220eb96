export { default } from './stretches-page';
