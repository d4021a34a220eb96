export { DailyTip } from './daily-tip';
