export { useGetNutritionGoalsQuery, useSaveNutritionGoalsMutation } from './api/get-nutrition-goals';
