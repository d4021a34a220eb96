export { useGetNutritionGoalsQuery } from './api/get-nutrition-goals';
