import type { FoodEntry } from '@chairside/contracts/web';
import { t } from '../../../shared/i18n';

type SharedMeal = Pick<FoodEntry, 'foodName' | 'mealType' | 'calories' | 'protein' | 'carbs' | 'fat'>;

/**
 * The composer's text when a meal is shared (the contracts' sharedMealText, in the member's language):
 * one whole sentence per meal, so each language can word and inflect the meal its own way.
 */
export function sharedMealText(meal: SharedMeal): string {
  const r = (n: number) => Math.round(n);
  const values = {
    food: meal.foodName,
    calories: r(meal.calories),
    protein: r(meal.protein),
    carbs: r(meal.carbs),
    fat: r(meal.fat),
  };
  switch (meal.mealType) {
    case 'breakfast':
      return t(
        'Just had {{food}} for breakfast: {{calories}} kcal, {{protein}} g protein, {{carbs}} g carbs, {{fat}} g fat.',
        values,
      );
    case 'lunch':
      return t(
        'Just had {{food}} for lunch: {{calories}} kcal, {{protein}} g protein, {{carbs}} g carbs, {{fat}} g fat.',
        values,
      );
    case 'dinner':
      return t(
        'Just had {{food}} for dinner: {{calories}} kcal, {{protein}} g protein, {{carbs}} g carbs, {{fat}} g fat.',
        values,
      );
    default:
      return t(
        'Just had {{food}} for snack: {{calories}} kcal, {{protein}} g protein, {{carbs}} g carbs, {{fat}} g fat.',
        values,
      );
  }
}
