export { BmiCard } from './bmi-card';
