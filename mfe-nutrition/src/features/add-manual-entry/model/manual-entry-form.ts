import { CreateFoodEntryRequest } from '@chairside/contracts';
import type { FoodEntry, MealType } from '@chairside/contracts/web';
import type { z } from 'zod';
import { fieldError } from '../../../shared/lib/amount';

export { fieldError };

export interface ManualEntryForm {
  foodName: string;
  mealType: MealType;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
}

export const EMPTY_FORM: ManualEntryForm = {
  foodName: '',
  mealType: 'lunch',
  calories: '',
  protein: '',
  carbs: '',
  fat: '',
};

/** The form filled with a logged entry, for correcting it. */
export const formFromEntry = (e: Pick<FoodEntry, 'foodName' | 'mealType' | 'calories' | 'protein' | 'carbs' | 'fat'>) =>
  ({
    foodName: e.foodName,
    mealType: e.mealType,
    calories: String(e.calories),
    protein: String(e.protein),
    carbs: String(e.carbs),
    fat: String(e.fat),
  }) satisfies ManualEntryForm;

export type ManualEntryCheck =
  { ok: true; body: z.output<typeof CreateFoodEntryRequest> } | { ok: false; title: string; description: string };

export type NumberField = 'calories' | 'protein' | 'carbs' | 'fat';
export const NUMBER_FIELDS: readonly NumberField[] = ['calories', 'protein', 'carbs', 'fat'];

/** spec 5: Save is disabled without a name or calories. */
export const canSave = (f: ManualEntryForm) => f.foodName !== '' && f.calories !== '';

/** spec 5: non-numeric values are sent as 0. */
const numberOrZero = (s: string) => {
  const n = Number.parseFloat(s);
  return Number.isFinite(n) ? n : 0;
};

/** spec 5 and 8: the manual entry's rules and messages, then the contract's own schema. */
export function checkManualEntry(f: ManualEntryForm): ManualEntryCheck {
  if (f.foodName.trim() === '')
    return { ok: false, title: 'Missing Information', description: 'Please enter a food name.' };
  const calories = Number.parseFloat(f.calories);
  if (f.calories.trim() === '' || !Number.isFinite(calories) || calories < 0) {
    return { ok: false, title: 'Invalid Calories', description: 'Please enter a valid calorie amount.' };
  }
  if ([f.protein, f.carbs, f.fat].some((v) => fieldError(v) !== null))
    return { ok: false, title: 'Invalid Macros', description: 'Protein, carbs and fat cannot be negative.' };
  const parsed = CreateFoodEntryRequest.safeParse({
    foodName: f.foodName,
    mealType: f.mealType,
    calories,
    protein: numberOrZero(f.protein),
    carbs: numberOrZero(f.carbs),
    fat: numberOrZero(f.fat),
    analysisMethod: 'manual',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, title: 'Invalid entry', description: `${issue.path.join('.')}: ${issue.message}` };
  }
  return { ok: true, body: parsed.data };
}
