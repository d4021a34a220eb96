export { BodyCheckInCard } from './body-check-in-card';
