export { WeightProgress } from './weight-progress';
