import { z } from 'zod';
import { BRANDED_FOODS, normaliseFoodQuery } from './rules/branded-foods';

/**
 * GET /api/foods/branded-search: Open Food Facts' products by name, asked on submit only (its
 * published limit is 10 searches a minute), cached in PostgreSQL (docs/decisions.md, "Branded foods").
 */
export const BrandedFoodSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(BRANDED_FOODS.queryMaxChars, `q must be at most ${BRANDED_FOODS.queryMaxChars} characters`)
    .refine((q) => normaliseFoodQuery(q).length >= BRANDED_FOODS.queryMinChars, {
      message: `q must be at least ${BRANDED_FOODS.queryMinChars} characters`,
    }),
});
export type BrandedFoodSearchQuery = z.infer<typeof BrandedFoodSearchQuery>;

/**
 * Per 100 g as the label states it: sugars, fibre, saturated fat (g) and sodium (mg) null when the
 * label does not say (never a guessed 0).
 */
export const BrandedPer100g = z.object({
  calories: z.number().min(0),
  protein: z.number().min(0),
  carbs: z.number().min(0),
  fat: z.number().min(0),
  sugars: z.number().min(0).nullable(),
  fibre: z.number().min(0).nullable(),
  saturatedFat: z.number().min(0).nullable(),
  sodium: z.number().min(0).nullable(),
});

export const BrandedFood = z.object({
  /** The product's barcode in Open Food Facts. */
  code: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  /** The label's serving as written ('1 pot (170 g)'), or null. */
  servingSize: z.string().nullable(),
  /** That serving in grams (millilitres taken as grams), or null when the label states none. */
  servingGrams: z.number().positive().nullable(),
  per100g: BrandedPer100g,
});
export type BrandedFood = z.infer<typeof BrandedFood>;

export const BrandedFoodSearchResponse = z.object({
  /** The search as cached (normalised). */
  query: z.string(),
  foods: z.array(BrandedFood),
  /** When Open Food Facts answered this search (now, or earlier when it came from the cache). */
  fetchedAt: z.string(),
  fromCache: z.boolean(),
});
export type BrandedFoodSearchResponse = z.infer<typeof BrandedFoodSearchResponse>;

/** The worker's job: one page of Open Food Facts' full-text search, mapped to our shape. */
export const SearchBrandedFoodsPayload = z.object({ query: z.string().min(1).max(BRANDED_FOODS.queryMaxChars) });
export const SearchBrandedFoodsResult = z.object({ foods: z.array(BrandedFood) });
