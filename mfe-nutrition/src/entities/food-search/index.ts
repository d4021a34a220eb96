export { useSearchFoodsQuery } from './api/food-search-api';
export { portionNutrition, type PortionNutrition } from './model/portion';
