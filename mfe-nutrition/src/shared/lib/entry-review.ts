import type { ExtraNutrient, FoodAnalysisResult, MealType } from '@chairside/contracts/web';
import { t } from '../i18n';
import { activeLocale } from '../i18n/locale';
import { amountText, fieldError, invalidSugars, optionalAmount, sugarsOverCarbs } from './amount';

/**
 * The largest values a food entry takes: the contracts' FOOD_ENTRY_LIMITS, repeated here because
 * that module brings zod along and these dialogs check as the user types (a test compares the two).
 */
export const ENTRY_LIMITS = { foodNameChars: 200, calories: 20000, macroGrams: 2000, sodiumMg: 50000 } as const;

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
  /** Optional like sugars (blank or absent is unknown): grams, and sodium in mg. */
  fibre?: string;
  saturatedFat?: string;
  sodium?: string;
}

export const reviewOf = (r: FoodAnalysisResult, mealType: MealType): EntryReview => ({
  foodName: r.foodName,
  mealType,
  calories: String(Math.round(r.calories)),
  protein: String(r.protein),
  carbs: String(r.carbs),
  fat: String(r.fat),
  sugars: amountText(r.sugars),
  fibre: amountText(r.fibre),
  saturatedFat: amountText(r.saturatedFat),
  sodium: amountText(r.sodium),
});

export type ReviewedEntry = Pick<EntryReview, 'foodName' | 'mealType'> & {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  sugars: number | null;
  fibre: number | null;
  saturatedFat: number | null;
  sodium: number | null;
};

const grams = (v: string) => optionalAmount(v) ?? 0;

/** Fibre, saturated fat and sodium as sent: blank or absent is unknown (null). */
export const extrasOf = (r: Pick<EntryReview, ExtraNutrient>): Record<ExtraNutrient, number | null> => ({
  fibre: optionalAmount(r.fibre ?? ''),
  saturatedFat: optionalAmount(r.saturatedFat ?? ''),
  sodium: optionalAmount(r.sodium ?? ''),
});

/**
 * What is wrong with an entry's values (the manual entry's texts, and ours for sugars), or null: the
 * same rules for the manual form, Edit, and the reviews of photo, barcode and voice results.
 */
export function entryProblem(r: EntryReview): { title: string; description: string } | null {
  if (r.foodName.trim() === '') return { title: t('Missing Information'), description: t('Please enter a food name.') };
  const calories = Number.parseFloat(r.calories);
  if (!Number.isFinite(calories) || calories < 0)
    return { title: t('Invalid Calories'), description: t('Please enter a valid calorie amount.') };
  if ([r.protein, r.carbs, r.fat].some((v) => fieldError(v) !== null))
    return { title: t('Invalid Macros'), description: t('Protein, carbs and fat cannot be negative.') };
  if (fieldError(r.sugars) !== null) return invalidSugars();
  const sugars = optionalAmount(r.sugars);
  if (sugars !== null && sugars > grams(r.carbs)) return sugarsOverCarbs();
  const extra = entryFieldErrors(r);
  if (extra.fibre || extra.saturatedFat || extra.sodium)
    return { title: t('Invalid Nutrients'), description: t('Please correct fibre, saturated fat or sodium.') };
  return null;
}

type EntryField = 'foodName' | 'calories' | 'protein' | 'carbs' | 'fat' | 'sugars' | ExtraNutrient;
export type EntryFieldErrors = Partial<Record<EntryField, string>>;

const thousands = (n: number) => n.toLocaleString(activeLocale());

/** A number field's message: typed but not a number, negative, or above its largest value. */
function amountError(value: string, max: number, unit: 'kcal' | 'g' | 'mg'): string | undefined {
  const typed = value.trim();
  if (typed === '') return undefined;
  const n = Number(typed);
  if (!Number.isFinite(n)) return t('Enter a number.');
  if (n < 0) return t('Cannot be negative');
  if (n > max) return t('Must be {{max}} {{unit}} or less.', { max: thousands(max), unit });
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
  if (r.foodName !== '' && name === '') errors.foodName = t('Enter a food name.');
  else if (name.length > ENTRY_LIMITS.foodNameChars)
    errors.foodName = t('Must be {{max}} characters or fewer.', { max: ENTRY_LIMITS.foodNameChars });
  const calories = amountError(r.calories, ENTRY_LIMITS.calories, 'kcal');
  if (calories) errors.calories = calories;
  for (const key of ['protein', 'carbs', 'fat', 'sugars'] as const) {
    const e = amountError(r[key], ENTRY_LIMITS.macroGrams, 'g');
    if (e) errors[key] = e;
  }
  const sugars = optionalAmount(r.sugars);
  if (!errors.sugars && !errors.carbs && sugars !== null && sugars > grams(r.carbs))
    errors.sugars = t('Cannot be more than carbs (sugars are part of the carbs).');
  for (const key of ['fibre', 'saturatedFat'] as const) {
    const e = amountError(r[key] ?? '', ENTRY_LIMITS.macroGrams, 'g');
    if (e) errors[key] = e;
  }
  const sodium = amountError(r.sodium ?? '', ENTRY_LIMITS.sodiumMg, 'mg');
  if (sodium) errors.sodium = sodium;
  const saturated = optionalAmount(r.saturatedFat ?? '');
  if (!errors.saturatedFat && !errors.fat && saturated !== null && saturated > grams(r.fat))
    errors.saturatedFat = t('Cannot be more than fat (saturated fat is part of the fat).');
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
      ...extrasOf(r),
    },
  };
}
