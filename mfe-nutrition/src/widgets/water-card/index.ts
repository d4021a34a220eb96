export { WaterCard } from './water-card';
