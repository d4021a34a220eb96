export { Composer } from './ui/composer';
