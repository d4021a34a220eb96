export { WaterWeekChart } from './water-week-chart';
