export { LoggedToday } from './logged-today';
