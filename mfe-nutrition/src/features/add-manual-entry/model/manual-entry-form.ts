import { CreateFoodEntryRequest } from '@chairside/contracts';
import type { FoodEntry } from '@chairside/contracts/web';
import type { z } from 'zod';
import { amountText, fieldError, optionalAmount } from '../../../shared/lib/amount';
import {
  entryFieldErrors,
  entryProblem,
  entryReady,
  extrasOf,
  type EntryReview,
} from '../../../shared/lib/entry-review';
import { t } from '../../../shared/i18n';

export { fieldError };

/** The entry form: the reviewed values, and when it was eaten (HH:MM in the browser's zone; blank is now). */
export interface ManualEntryForm extends EntryReview {
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
  fibre: '',
  saturatedFat: '',
  sodium: '',
  time: '',
};

/** The form filled with a logged entry, for correcting it. */
export const formFromEntry = (
  e: Pick<FoodEntry, 'foodName' | 'mealType' | 'calories' | 'protein' | 'carbs' | 'fat' | 'sugars'> &
    Partial<Pick<FoodEntry, 'fibre' | 'saturatedFat' | 'sodium'>>,
) =>
  ({
    foodName: e.foodName,
    mealType: e.mealType,
    calories: String(e.calories),
    protein: String(e.protein),
    carbs: String(e.carbs),
    fat: String(e.fat),
    sugars: amountText(e.sugars),
    fibre: amountText(e.fibre),
    saturatedFat: amountText(e.saturatedFat),
    sodium: amountText(e.sodium),
    time: '',
  }) satisfies ManualEntryForm;

export type ManualEntryCheck =
  { ok: true; body: z.output<typeof CreateFoodEntryRequest> } | { ok: false; title: string; description: string };

/**
 * What is wrong with each field, shown under it as the user types; the same rules as the photo,
 * barcode and voice reviews, so Add and Edit (this dialog with an entry) speak in one voice.
 */
export const manualFieldErrors = (f: ManualEntryForm) => entryFieldErrors(f);

/** Save is disabled until a name and calories are given and no field has a message. */
export const canSave = (f: ManualEntryForm) => entryReady(f);

/** Non-numeric values are sent as 0. */
const numberOrZero = (s: string) => optionalAmount(s) ?? 0;

/**
 * The manual entry's rules and messages, then the contract's own schema. The time
 * of day is checked here too; the caller adds the day and zone it belongs to.
 */
export function checkManualEntry(f: ManualEntryForm): ManualEntryCheck {
  const problem = entryProblem(f);
  if (problem) return { ok: false, ...problem };
  const calories = Number.parseFloat(f.calories);
  const sugars = optionalAmount(f.sugars);
  const parsed = CreateFoodEntryRequest.safeParse({
    foodName: f.foodName,
    mealType: f.mealType,
    calories,
    protein: numberOrZero(f.protein),
    carbs: numberOrZero(f.carbs),
    fat: numberOrZero(f.fat),
    sugars,
    ...extrasOf(f),
    analysisMethod: 'manual',
    // A time input can hold seconds (HH:MM:SS) on some browsers; the minute is what counts.
    ...(f.time.trim() ? { time: f.time.trim().slice(0, 5) } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const description =
      issue.path[0] === 'time' ? t('Please enter a time such as 10:30.') : `${issue.path.join('.')}: ${issue.message}`;
    return { ok: false, title: t('Invalid entry'), description };
  }
  return { ok: true, body: parsed.data };
}
