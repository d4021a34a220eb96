import { CreateFoodEntryRequest } from '@chairside/contracts';
import type { FoodEntry, MealType } from '@chairside/contracts/web';
import type { z } from 'zod';
import { amountText, fieldError, INVALID_SUGARS, optionalAmount, SUGARS_OVER_CARBS } from '../../../shared/lib/amount';

export { fieldError };

export interface ManualEntryForm {
  foodName: string;
  mealType: MealType;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
  /** Optional (issue 17): blank is unknown, sent as null. */
  sugars: string;
  /** When it was eaten, HH:MM in the browser's zone; blank is now. Only when logging, not editing. */
  time: string;
}

export const EMPTY_FORM: ManualEntryForm = {
  foodName: '',
  mealType: 'lunch',
  calories: '',
  protein: '',
  carbs: '',
  fat: '',
  sugars: '',
  time: '',
};

/** The form filled with a logged entry, for correcting it. */
export const formFromEntry = (
  e: Pick<FoodEntry, 'foodName' | 'mealType' | 'calories' | 'protein' | 'carbs' | 'fat' | 'sugars'>,
) =>
  ({
    foodName: e.foodName,
    mealType: e.mealType,
    calories: String(e.calories),
    protein: String(e.protein),
    carbs: String(e.carbs),
    fat: String(e.fat),
    sugars: amountText(e.sugars),
    time: '',
  }) satisfies ManualEntryForm;

export type ManualEntryCheck =
  { ok: true; body: z.output<typeof CreateFoodEntryRequest> } | { ok: false; title: string; description: string };

/** spec 5: Save is disabled without a name or calories. */
export const canSave = (f: ManualEntryForm) => f.foodName !== '' && f.calories !== '';

/** spec 5: non-numeric values are sent as 0. */
const numberOrZero = (s: string) => optionalAmount(s) ?? 0;

/**
 * spec 5 and 8: the manual entry's rules and messages, then the contract's own schema. The time
 * of day is checked here too; the caller adds the day and zone it belongs to.
 */
export function checkManualEntry(f: ManualEntryForm): ManualEntryCheck {
  if (f.foodName.trim() === '')
    return { ok: false, title: 'Missing Information', description: 'Please enter a food name.' };
  const calories = Number.parseFloat(f.calories);
  if (f.calories.trim() === '' || !Number.isFinite(calories) || calories < 0) {
    return { ok: false, title: 'Invalid Calories', description: 'Please enter a valid calorie amount.' };
  }
  if ([f.protein, f.carbs, f.fat].some((v) => fieldError(v) !== null))
    return { ok: false, title: 'Invalid Macros', description: 'Protein, carbs and fat cannot be negative.' };
  if (fieldError(f.sugars) !== null) return { ok: false, ...INVALID_SUGARS };
  const sugars = optionalAmount(f.sugars);
  if (sugars !== null && sugars > numberOrZero(f.carbs)) return { ok: false, ...SUGARS_OVER_CARBS };
  const parsed = CreateFoodEntryRequest.safeParse({
    foodName: f.foodName,
    mealType: f.mealType,
    calories,
    protein: numberOrZero(f.protein),
    carbs: numberOrZero(f.carbs),
    fat: numberOrZero(f.fat),
    sugars,
    analysisMethod: 'manual',
    // A time input can hold seconds (HH:MM:SS) on some browsers; the minute is what counts.
    ...(f.time.trim() ? { time: f.time.trim().slice(0, 5) } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const description =
      issue.path[0] === 'time' ? 'Please enter a time such as 10:30.' : `${issue.path.join('.')}: ${issue.message}`;
    return { ok: false, title: 'Invalid entry', description };
  }
  return { ok: true, body: parsed.data };
}
