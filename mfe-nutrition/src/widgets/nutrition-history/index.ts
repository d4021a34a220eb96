export { NutritionHistoryChart } from './nutrition-history-chart';
