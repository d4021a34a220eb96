import type { FoodAnalysisResult, MealType } from '@chairside/contracts';

/** A typical plate per meal (kcal; 20 % protein, 50 % carbs, 30 % fat) for when no AI is configured. */
const TYPICAL_MEAL_KCAL: Record<MealType, number> = { breakfast: 400, lunch: 600, dinner: 700, snack: 200 };

/** decisions.md: without an AI key the user still gets an estimate to correct (confidence < 0.5). */
export function typicalMealEstimate(mealType: MealType): FoodAnalysisResult {
  const kcal = TYPICAL_MEAL_KCAL[mealType];
  const label = mealType[0]!.toUpperCase() + mealType.slice(1);
  return {
    foodName: `${label} (estimated)`,
    calories: kcal,
    protein: Math.round((kcal * 0.2) / 4),
    carbs: Math.round((kcal * 0.5) / 4),
    fat: Math.round((kcal * 0.3) / 9),
    confidence: 0.2,
    note: `AI photo analysis is not configured, so this is a typical ${mealType}. Adjust the values before saving.`,
    ingredients: [],
  };
}
