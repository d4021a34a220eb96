export { default } from './quiz-page';
