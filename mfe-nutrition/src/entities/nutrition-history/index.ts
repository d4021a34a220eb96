export { useGetNutritionHistoryQuery } from './api/nutrition-history-api';
