export { FoodDiary } from './food-diary';
