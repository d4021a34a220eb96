export { useGetNutritionGoalsQuery, useSaveNutritionGoalsMutation } from './api/nutrition-goals-api';
