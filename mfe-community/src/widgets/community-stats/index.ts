export { StatCards } from './ui/stat-cards';
export { WeeklyChampions } from './ui/weekly-champions';
export { FeaturedSuccess } from './ui/featured-success';
