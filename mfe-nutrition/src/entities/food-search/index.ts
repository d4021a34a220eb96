export { useSearchFoodsQuery } from './api/food-search-api';
export { portionNutrition, type PortionNutrition } from './model/portion';
export { brandedToFood } from './model/branded-food';
export { BrandedFoodResults } from './ui/branded-food-results';
