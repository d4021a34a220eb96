export { useGetNutritionHistoryQuery } from './api/get-nutrition-history';
