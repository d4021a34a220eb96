import type { FoodSearchResult } from '@chairside/contracts/web';

type Per100g = NonNullable<FoodSearchResult['per100g']>;

export interface PortionNutrition {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Null when the food's sugars are unknown: the entry then says so instead of claiming 0 g. */
  sugars: number | null;
}

const tenth = (n: number) => Math.round(n * 10) / 10;

/**
 * What `amount` units of `gramsPerUnit` grams carry, from the per-100 g values: calories whole,
 * macros and sugars to 0.1 g (how the entry form shows them).
 */
export function portionNutrition(per100g: Per100g, gramsPerUnit: number, amount: number): PortionNutrition {
  const factor = (gramsPerUnit / 100) * Math.max(0, amount);
  return {
    calories: Math.round(per100g.calories * factor),
    protein: tenth(per100g.protein * factor),
    carbs: tenth(per100g.carbs * factor),
    fat: tenth(per100g.fat * factor),
    sugars: per100g.sugars === null ? null : tenth(per100g.sugars * factor),
  };
}
