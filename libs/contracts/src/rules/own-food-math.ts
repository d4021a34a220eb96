import type { Nutrients } from '../nutrition-math';

/**
 * The arithmetic of own foods and recipes (docs/decisions.md "Own foods and recipes"), zod-free so
 * the API and the forms compute the same numbers. An unknown value (null) is never a 0: a sum with
 * one unknown part is unknown, since a partial sum would read as the whole.
 */

export const NUTRIENT_KEYS = [
  'calories',
  'protein',
  'carbs',
  'fat',
  'sugars',
  'fibre',
  'saturatedFat',
  'sodium',
] as const satisfies readonly (keyof Nutrients)[];

/** The ones that may be unknown. */
const OPTIONAL_KEYS = ['sugars', 'fibre', 'saturatedFat', 'sodium'] as const;

/**
 * What 100 g of anything can hold: no more than 100 g of a nutrient, 900 kcal (pure fat at 9 kcal
 * per gram) and 40,000 mg of sodium (table salt is about 39 % sodium). A value above is a typing slip.
 */
export const PER_100G_MAX = { calories: 900, grams: 100, sodiumMg: 40000 } as const;

/** Every value times `k`; unknown stays unknown. Unrounded: round once, where it is shown or stored. */
export function scaleNutrients(n: Nutrients, k: number): Nutrients {
  const s = (v: number | null) => (v === null ? null : v * k);
  return {
    calories: n.calories * k,
    protein: n.protein * k,
    carbs: n.carbs * k,
    fat: n.fat * k,
    sugars: s(n.sugars),
    fibre: s(n.fibre),
    saturatedFat: s(n.saturatedFat),
    sodium: s(n.sodium),
  };
}

/** Values per 100 g from values per serving of `servingGrams` grams, and the other way round. */
export const per100gFromServing = (perServing: Nutrients, servingGrams: number) =>
  scaleNutrients(perServing, 100 / servingGrams);
export const perServingFrom100g = (per100g: Nutrients, servingGrams: number) =>
  scaleNutrients(per100g, servingGrams / 100);

/** The sum of several amounts; a nutrient unknown in any of them is unknown in the sum. */
export function sumNutrients(parts: readonly Nutrients[]): Nutrients {
  const total: Nutrients = {
    calories: 0,
    protein: 0,
    carbs: 0,
    fat: 0,
    sugars: 0,
    fibre: 0,
    saturatedFat: 0,
    sodium: 0,
  };
  for (const p of parts) {
    total.calories += p.calories;
    total.protein += p.protein;
    total.carbs += p.carbs;
    total.fat += p.fat;
    for (const k of OPTIONAL_KEYS) {
      const v = p[k];
      total[k] = total[k] === null || v === null ? null : total[k] + v;
    }
  }
  return total;
}

const tenth = (n: number) => Math.round(n * 10) / 10;
const tenthOrNull = (n: number | null) => (n === null ? null : tenth(n));

/** As shown and logged: kcal and mg of sodium whole, grams to 0.1 (the entry form's precision). */
export function roundNutrients(n: Nutrients): Nutrients {
  return {
    calories: Math.round(n.calories),
    protein: tenth(n.protein),
    carbs: tenth(n.carbs),
    fat: tenth(n.fat),
    sugars: tenthOrNull(n.sugars),
    fibre: tenthOrNull(n.fibre),
    saturatedFat: tenthOrNull(n.saturatedFat),
    sodium: n.sodium === null ? null : Math.round(n.sodium),
  };
}

/** One ingredient of a recipe: how much (amount of a unit weighing `gramsPerUnit`) of a food with these values per 100 g. */
export interface IngredientAmount {
  amount: number;
  gramsPerUnit: number;
  per100g: Nutrients;
}

export const ingredientGrams = (i: Pick<IngredientAmount, 'amount' | 'gramsPerUnit'>) => i.amount * i.gramsPerUnit;

/** What one ingredient adds to the pot, unrounded. */
export const ingredientNutrients = (i: IngredientAmount) => scaleNutrients(i.per100g, ingredientGrams(i) / 100);

/**
 * A recipe's nutrition: the whole pot (the sum of its ingredients), one serving (the pot divided
 * by the number of servings) and per 100 g (the pot over its weight), all unrounded.
 */
export function recipeNutrition(ingredients: readonly IngredientAmount[], servings: number) {
  const total = sumNutrients(ingredients.map(ingredientNutrients));
  const totalGrams = ingredients.reduce((g, i) => g + ingredientGrams(i), 0);
  return {
    total,
    totalGrams,
    perServing: scaleNutrients(total, 1 / servings),
    per100g: totalGrams > 0 ? scaleNutrients(total, 100 / totalGrams) : null,
  };
}
