export { Preferences } from './preferences';
