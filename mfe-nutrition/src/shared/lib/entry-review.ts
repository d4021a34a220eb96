import type { FoodAnalysisResult, MealType } from '@chairside/contracts/web';
import { amountText, fieldError, INVALID_SUGARS, optionalAmount } from './amount';

/** An analysed food as the user reviews it before saving (issue 16): every value editable. */
export interface EntryReview {
  foodName: string;
  mealType: MealType;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
  /** Blank when the analysis did not know them (issue 17). */
  sugars: string;
}

export const reviewOf = (r: FoodAnalysisResult, mealType: MealType): EntryReview => ({
  foodName: r.foodName,
  mealType,
  calories: String(Math.round(r.calories)),
  protein: String(r.protein),
  carbs: String(r.carbs),
  fat: String(r.fat),
  sugars: amountText(r.sugars),
});

export type ReviewedEntry = Pick<EntryReview, 'foodName' | 'mealType'> & {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  sugars: number | null;
};

/** The reviewed values to save, or the spec's message (spec 8 texts) for what is wrong. */
export function checkReview(
  r: EntryReview,
): { ok: true; entry: ReviewedEntry } | { ok: false; title: string; description: string } {
  const foodName = r.foodName.trim();
  if (foodName === '') return { ok: false, title: 'Missing Information', description: 'Please enter a food name.' };
  const calories = Number.parseFloat(r.calories);
  if (!Number.isFinite(calories) || calories < 0)
    return { ok: false, title: 'Invalid Calories', description: 'Please enter a valid calorie amount.' };
  if ([r.protein, r.carbs, r.fat].some((v) => fieldError(v) !== null))
    return { ok: false, title: 'Invalid Macros', description: 'Protein, carbs and fat cannot be negative.' };
  if (fieldError(r.sugars) !== null) return { ok: false, ...INVALID_SUGARS };
  const grams = (v: string) => optionalAmount(v) ?? 0;
  return {
    ok: true,
    entry: {
      foodName,
      mealType: r.mealType,
      calories: Math.round(calories),
      protein: grams(r.protein),
      carbs: grams(r.carbs),
      fat: grams(r.fat),
      sugars: optionalAmount(r.sugars),
    },
  };
}
