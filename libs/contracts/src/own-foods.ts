import { z } from 'zod';
import { amount } from './common';
import { FOOD_ENTRY_LIMITS, SATURATED_FAT_ABOVE_FAT, StoredNutrients, SUGARS_ABOVE_CARBS } from './food-entries';
import type { Nutrients } from './nutrition-math';
import { PER_100G_MAX, per100gFromServing } from './rules/own-food-math';

/** What an own food and a recipe accept. */
export const OWN_FOOD_LIMITS = {
  nameChars: 120,
  brandChars: 80,
  /** A serving's name is the unit the diary shows ("1 bar"), so it is as long as an entry's unit. */
  servingNameChars: FOOD_ENTRY_LIMITS.portionUnitChars,
  servingGrams: 5000,
} as const;

const unknownable = (max: number) => z.preprocess((v) => (v === '' ? null : v), amount(max).nullable());

/** Energy and nutrients as the member typed them: kcal, grams, sodium in mg; null is unknown, never 0. */
export const NutrientValues = z
  .object({
    calories: amount(FOOD_ENTRY_LIMITS.calories),
    protein: amount(FOOD_ENTRY_LIMITS.macroGrams),
    carbs: amount(FOOD_ENTRY_LIMITS.macroGrams),
    fat: amount(FOOD_ENTRY_LIMITS.macroGrams),
    sugars: unknownable(FOOD_ENTRY_LIMITS.macroGrams).default(null),
    fibre: unknownable(FOOD_ENTRY_LIMITS.macroGrams).default(null),
    saturatedFat: unknownable(FOOD_ENTRY_LIMITS.macroGrams).default(null),
    sodium: unknownable(FOOD_ENTRY_LIMITS.sodiumMg).default(null),
  })
  .refine((v) => v.sugars == null || v.sugars <= v.carbs, { message: SUGARS_ABOVE_CARBS, path: ['sugars'] })
  .refine((v) => v.saturatedFat == null || v.saturatedFat <= v.fat, {
    message: SATURATED_FAT_ABOVE_FAT,
    path: ['saturatedFat'],
  });
export type NutrientValues = z.input<typeof NutrientValues>;

/** The message when values per 100 g go past what 100 g can hold (PER_100G_MAX). */
export function per100gProblem(v: Nutrients): { path: keyof Nutrients; message: string } | null {
  if (v.calories > PER_100G_MAX.calories + 0.5)
    return { path: 'calories', message: `is more than ${PER_100G_MAX.calories} kcal per 100 g` };
  for (const k of ['protein', 'carbs', 'fat', 'sugars', 'fibre', 'saturatedFat'] as const) {
    const g = v[k];
    if (g != null && g > PER_100G_MAX.grams + 0.05) return { path: k, message: 'is more than 100 g per 100 g' };
  }
  if (v.sodium != null && v.sodium > PER_100G_MAX.sodiumMg)
    return { path: 'sodium', message: `is more than ${PER_100G_MAX.sodiumMg} mg per 100 g` };
  return null;
}

/** A serving: its name ("bar", "slice") and what it weighs. */
export const Serving = z.object({
  name: z.string().trim().min(1, 'Please name the serving.').max(OWN_FOOD_LIMITS.servingNameChars),
  grams: amount(OWN_FOOD_LIMITS.servingGrams).refine((g) => g > 0, 'must be more than 0'),
});
export type Serving = z.infer<typeof Serving>;

/**
 * An own food, created or replaced whole: the values are per serving or per 100 g, as the label
 * gives them (`valuesPer`); the other follows from the serving's grams. Values per serving need a serving.
 */
export const SaveOwnFoodRequest = z
  .strictObject({
    name: z.string().trim().min(1, 'Please enter a name.').max(OWN_FOOD_LIMITS.nameChars),
    brand: z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
        z.string().trim().max(OWN_FOOD_LIMITS.brandChars).nullable(),
      )
      .default(null),
    serving: Serving.nullable().default(null),
    valuesPer: z.enum(['serving', '100g']),
    values: NutrientValues,
  })
  .superRefine((b, ctx) => {
    if (b.valuesPer === 'serving' && !b.serving) {
      ctx.addIssue({ code: 'custom', path: ['serving'], message: 'values per serving need the serving and its grams' });
      return;
    }
    const per100g = b.valuesPer === 'serving' ? per100gFromServing(b.values, b.serving!.grams) : b.values;
    const problem = per100gProblem(per100g);
    if (problem) ctx.addIssue({ code: 'custom', path: ['values', problem.path], message: problem.message });
  });
export type SaveOwnFoodRequest = z.input<typeof SaveOwnFoodRequest>;

export const OwnFood = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  serving: Serving.nullable(),
  valuesPer: z.enum(['serving', '100g']),
  /** As typed (per serving or per 100 g, as `valuesPer` says), so editing shows what was entered. */
  values: StoredNutrients,
  /** Per 100 g, unrounded. */
  per100g: StoredNutrients,
  /** Per serving, rounded as shown; null without a serving. */
  perServing: StoredNutrients.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnFood = z.infer<typeof OwnFood>;

export const OwnFoodParams = z.object({ id: z.uuid('unknown food') });
