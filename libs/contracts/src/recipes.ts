import { z } from 'zod';
import { amount } from './common';
import { FOOD_ENTRY_LIMITS } from './food-entries';
import { StoredNutrients } from './food-entries';
import { NutrientValues, OWN_FOOD_LIMITS, per100gProblem } from './own-foods';

/** What a recipe accepts. */
export const RECIPE_LIMITS = { servings: 100, ingredients: 50 } as const;

/**
 * One ingredient as picked from food search: the food's name and values per 100 g (kept as they
 * were when picked), how much of which unit, and what one unit weighs.
 */
export const RecipeIngredientInput = z
  .strictObject({
    foodName: z.string().trim().min(1, 'Please name the ingredient.').max(FOOD_ENTRY_LIMITS.foodNameChars),
    amount: amount(FOOD_ENTRY_LIMITS.portionAmount).refine((n) => n > 0, 'must be more than 0'),
    unit: z.string().trim().min(1).max(FOOD_ENTRY_LIMITS.portionUnitChars),
    gramsPerUnit: amount(OWN_FOOD_LIMITS.servingGrams).refine((g) => g > 0, 'must be more than 0'),
    per100g: NutrientValues,
  })
  .superRefine((i, ctx) => {
    const problem = per100gProblem(i.per100g);
    if (problem) ctx.addIssue({ code: 'custom', path: ['per100g', problem.path], message: problem.message });
  });
export type RecipeIngredientInput = z.input<typeof RecipeIngredientInput>;

/** A recipe, created or replaced whole. */
export const SaveRecipeRequest = z.strictObject({
  name: z.string().trim().min(1, 'Please enter a name.').max(OWN_FOOD_LIMITS.nameChars),
  servings: amount(RECIPE_LIMITS.servings).refine((n) => n > 0, 'must be more than 0'),
  ingredients: z
    .array(RecipeIngredientInput)
    .min(1, 'Add at least one ingredient.')
    .max(RECIPE_LIMITS.ingredients, `at most ${RECIPE_LIMITS.ingredients} ingredients`),
});
export type SaveRecipeRequest = z.input<typeof SaveRecipeRequest>;

export const RecipeIngredient = z.object({
  foodName: z.string(),
  amount: z.number(),
  unit: z.string(),
  gramsPerUnit: z.number(),
  per100g: StoredNutrients,
  /** What this amount adds, rounded as shown. */
  nutrients: StoredNutrients,
});
export type RecipeIngredient = z.infer<typeof RecipeIngredient>;

export const Recipe = z.object({
  id: z.string(),
  name: z.string(),
  servings: z.number(),
  ingredients: z.array(RecipeIngredient),
  /** The weight of the whole pot: the ingredients' grams added up. */
  totalGrams: z.number(),
  /** One serving (the ingredients' sum divided by the servings), rounded as shown. */
  perServing: StoredNutrients,
  /** Per 100 g of the pot, unrounded (search and the portion picker scale from it). */
  per100g: StoredNutrients,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof Recipe>;

export const RecipeParams = z.object({ id: z.uuid('unknown recipe') });
