import type { FoodAnalysisResult, MealType } from '@chairside/contracts/web';
import { amountText, fieldError, INVALID_SUGARS, optionalAmount, SUGARS_OVER_CARBS } from './amount';

/**
 * The largest values a food entry takes: the contracts' FOOD_ENTRY_LIMITS, repeated here because
 * that module brings zod along and these dialogs check as the user types (a test compares the two).
 */
export const ENTRY_LIMITS = { foodNameChars: 200, calories: 20000, macroGrams: 2000 } as const;

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

type EntryField = 'foodName' | 'calories' | 'protein' | 'carbs' | 'fat' | 'sugars';
export type EntryFieldErrors = Partial<Record<EntryField, string>>;

const thousands = (n: number) => n.toLocaleString('en-US');

/** A number field's message: typed but not a number, negative, or above its largest value. */
function amountError(value: string, max: number, unit: string): string | undefined {
  const t = value.trim();
  if (t === '') return undefined;
  const n = Number(t);
  if (!Number.isFinite(n)) return 'Enter a number.';
  if (n < 0) return 'Cannot be negative';
  if (n > max) return `Must be ${thousands(max)} ${unit} or less.`;
  return undefined;
}

/**
 * What is wrong with each field, in words, to show under that field as the user types (the same
 * rules for Add, Edit and the photo, barcode and voice reviews). A blank required field has no
 * message: Save simply stays disabled until it is filled (see entryReady).
 */
export function entryFieldErrors(r: EntryReview): EntryFieldErrors {
  const errors: EntryFieldErrors = {};
  const name = r.foodName.trim();
  if (r.foodName !== '' && name === '') errors.foodName = 'Enter a food name.';
  else if (name.length > ENTRY_LIMITS.foodNameChars)
    errors.foodName = `Must be ${ENTRY_LIMITS.foodNameChars} characters or fewer.`;
  const calories = amountError(r.calories, ENTRY_LIMITS.calories, 'kcal');
  if (calories) errors.calories = calories;
  for (const key of ['protein', 'carbs', 'fat', 'sugars'] as const) {
    const e = amountError(r[key], ENTRY_LIMITS.macroGrams, 'g');
    if (e) errors[key] = e;
  }
  const sugars = optionalAmount(r.sugars);
  if (!errors.sugars && !errors.carbs && sugars !== null && sugars > grams(r.carbs))
    errors.sugars = 'Cannot be more than carbs (sugars are part of the carbs).';
  return errors;
}

/** Save is enabled: a name and calories are given and no field has a message. */
export const entryReady = (r: EntryReview): boolean =>
  r.foodName.trim() !== '' && r.calories.trim() !== '' && Object.keys(entryFieldErrors(r)).length === 0;

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
