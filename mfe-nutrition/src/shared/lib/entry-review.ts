import type { FoodAnalysisResult, MealType } from '@chairside/contracts/web';
import { amountText, fieldError, INVALID_SUGARS, optionalAmount, SUGARS_OVER_CARBS } from './amount';

/** An analysed food as the user reviews it before saving: every value editable. */
export interface EntryReview {
  foodName: string;
  mealType: MealType;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
  /** Blank when the analysis did not know them. */
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

const grams = (v: string) => optionalAmount(v) ?? 0;

/**
 * What is wrong with an entry's values (the manual entry's texts, and ours for sugars), or null: the
 * same rules for the manual form, Edit, and the reviews of photo, barcode and voice results.
 */
export function entryProblem(r: EntryReview): { title: string; description: string } | null {
  if (r.foodName.trim() === '') return { title: 'Missing Information', description: 'Please enter a food name.' };
  const calories = Number.parseFloat(r.calories);
  if (!Number.isFinite(calories) || calories < 0)
    return { title: 'Invalid Calories', description: 'Please enter a valid calorie amount.' };
  if ([r.protein, r.carbs, r.fat].some((v) => fieldError(v) !== null))
    return { title: 'Invalid Macros', description: 'Protein, carbs and fat cannot be negative.' };
  if (fieldError(r.sugars) !== null) return INVALID_SUGARS;
  const sugars = optionalAmount(r.sugars);
  if (sugars !== null && sugars > grams(r.carbs)) return SUGARS_OVER_CARBS;
  return null;
}

/** The reviewed values to save, or the message for what is wrong. */
export function checkReview(
  r: EntryReview,
): { ok: true; entry: ReviewedEntry } | { ok: false; title: string; description: string } {
  const problem = entryProblem(r);
  if (problem) return { ok: false, ...problem };
  const foodName = r.foodName.trim();
  const calories = Number.parseFloat(r.calories);
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
