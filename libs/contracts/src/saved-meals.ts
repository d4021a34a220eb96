import { z } from 'zod';
import { AnalysisMethod, StoredNutrients } from './food-entries';
import { IsoDate, MealType, TimeZone } from './common';

export const SAVED_MEAL_LIMITS = {
  nameChars: 80,
  /** A meal of more foods than this is a day, not a meal. */
  items: 30,
  /** Enough for every meal a member repeats; the list stays one short answer. */
  perMember: 100,
} as const;

/** One food of a saved meal: the values it is logged with again, portion and nutrients included. */
export const SavedMealItem = z.object({
  foodName: z.string(),
  ...StoredNutrients.shape,
  portionAmount: z.number().nullable(),
  portionUnit: z.string().nullable(),
  analysisMethod: AnalysisMethod,
});
export type SavedMealItem = z.infer<typeof SavedMealItem>;

/** A named set of foods the member logs again in one step; its items in the order they were eaten. */
export const SavedMeal = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(SavedMealItem),
  createdAt: z.string(),
});
export type SavedMeal = z.infer<typeof SavedMeal>;

const SavedMealName = z
  .string()
  .trim()
  .min(1, 'Please name the meal.')
  .max(SAVED_MEAL_LIMITS.nameChars, `at most ${SAVED_MEAL_LIMITS.nameChars} characters`);

/** Save some of the member's own entries (their values as logged) under a name. */
export const CreateSavedMealRequest = z.strictObject({
  name: SavedMealName,
  entryIds: z
    .array(z.uuid('must be food entry ids'))
    .min(1, 'Pick at least one entry.')
    .max(SAVED_MEAL_LIMITS.items, `at most ${SAVED_MEAL_LIMITS.items} foods`)
    .refine((ids) => new Set(ids).size === ids.length, 'each entry once'),
});
export type CreateSavedMealRequest = z.input<typeof CreateSavedMealRequest>;

export const RenameSavedMealRequest = z.strictObject({ name: SavedMealName });
export type RenameSavedMealRequest = z.input<typeof RenameSavedMealRequest>;

/** Log every food of a saved meal into one meal of a day (today or up to PAST_DAYS_EDITABLE back, in tz). */
export const LogSavedMealRequest = z.strictObject({ date: IsoDate, tz: TimeZone, mealType: MealType });
export type LogSavedMealRequest = z.input<typeof LogSavedMealRequest>;

export const SavedMealParams = z.object({ id: z.uuid('unknown saved meal') });
