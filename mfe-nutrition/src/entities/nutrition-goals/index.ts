export { useGetNutritionGoalsQuery, useSaveNutritionGoalsMutation } from '@chairside/api-client';
