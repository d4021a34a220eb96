export { DayNutrients } from './day-nutrients';
