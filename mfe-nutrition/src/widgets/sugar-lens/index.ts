export { SugarLens } from './sugar-lens';
