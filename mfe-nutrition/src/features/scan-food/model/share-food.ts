import { PRODUCT, type FoodAnalysisResult, type MealType } from '@chairside/contracts/web';

const round = (n: number) => Math.round(n * 10) / 10;

/** The share text names the food, the meal, calories and macros. */
export function foodShareText(food: FoodAnalysisResult, mealType: MealType): string {
  return `I tracked my ${mealType} with ${PRODUCT.name}: ${food.foodName}, ${Math.round(food.calories)} kcal (protein ${round(food.protein)} g, carbs ${round(food.carbs)} g, fat ${round(food.fat)} g).`;
}
