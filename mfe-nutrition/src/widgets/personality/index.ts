export { PersonalityCard } from './personality-card';
