export { BodyTrendCard } from './body-trend-card';
