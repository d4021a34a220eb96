import { scalePer100g, type FoodSearchResult, type Nutrients } from '@chairside/contracts/web';

/** What a picked portion carries; sugars null when the food's are unknown (the entry then says so). */
export type PortionNutrition = Nutrients;

/** What `amount` units of `gramsPerUnit` grams carry, from the food's per-100 g values. */
export const portionNutrition = (
  per100g: NonNullable<FoodSearchResult['per100g']>,
  gramsPerUnit: number,
  amount: number,
): PortionNutrition => scalePer100g(per100g, gramsPerUnit * Math.max(0, amount));
