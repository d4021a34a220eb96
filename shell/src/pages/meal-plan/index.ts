export { MealPlanPage } from './meal-plan-page';
