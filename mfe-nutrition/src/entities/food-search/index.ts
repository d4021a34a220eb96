export { useSearchFoodsQuery } from './api/search-foods';
export { portionNutrition, type PortionNutrition } from './model/portion';
