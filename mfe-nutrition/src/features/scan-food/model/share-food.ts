import { PRODUCT, type FoodAnalysisResult, type MealType } from '@chairside/contracts/web';
import { t } from '../../../shared/i18n';

const round = (n: number) => Math.round(n * 10) / 10;

/** The share text names the food, the meal, calories and macros: a whole sentence per meal, for the languages. */
export function foodShareText(food: FoodAnalysisResult, mealType: MealType): string {
  const values = {
    product: PRODUCT.name,
    food: food.foodName,
    kcal: Math.round(food.calories),
    protein: round(food.protein),
    carbs: round(food.carbs),
    fat: round(food.fat),
  };
  switch (mealType) {
    case 'breakfast':
      return t(
        'I tracked my breakfast with {{product}}: {{food}}, {{kcal}} kcal (protein {{protein}} g, carbs {{carbs}} g, fat {{fat}} g).',
        values,
      );
    case 'lunch':
      return t(
        'I tracked my lunch with {{product}}: {{food}}, {{kcal}} kcal (protein {{protein}} g, carbs {{carbs}} g, fat {{fat}} g).',
        values,
      );
    case 'dinner':
      return t(
        'I tracked my dinner with {{product}}: {{food}}, {{kcal}} kcal (protein {{protein}} g, carbs {{carbs}} g, fat {{fat}} g).',
        values,
      );
    case 'snack':
      return t(
        'I tracked my snack with {{product}}: {{food}}, {{kcal}} kcal (protein {{protein}} g, carbs {{carbs}} g, fat {{fat}} g).',
        values,
      );
  }
}
