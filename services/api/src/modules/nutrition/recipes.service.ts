import { Inject, Injectable } from '@nestjs/common';
import {
  ingredientNutrients,
  recipeNutrition,
  roundNutrients,
  type FoodSearchResult,
  type Nutrients,
  type Recipe,
  type SaveRecipeRequest,
} from '@chairside/contracts';
import type { z } from 'zod';
import { ApiException } from '../../common/api-exception';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { RecipeIngredientEntity } from './recipe.entities';
import { RecipesRepository, type StoredRecipe } from './recipes.repository';

const per100gOf = (i: RecipeIngredientEntity): Nutrients => ({
  calories: i.calories,
  protein: i.protein,
  carbs: i.carbs,
  fat: i.fat,
  sugars: i.sugars,
  fibre: i.fibre,
  saturatedFat: i.saturatedFat,
  sodium: i.sodium,
});

/** A recipe with its nutrition: the sum of its ingredients, divided by its servings. */
function toRecipe({ recipe, ingredients }: StoredRecipe): Recipe {
  const amounts = ingredients.map((i) => ({ amount: i.amount, gramsPerUnit: i.gramsPerUnit, per100g: per100gOf(i) }));
  const n = recipeNutrition(amounts, recipe.servings);
  return {
    id: recipe.id,
    name: recipe.name,
    servings: recipe.servings,
    ingredients: ingredients.map((i, k) => ({
      foodName: i.foodName,
      amount: i.amount,
      unit: i.unit,
      gramsPerUnit: i.gramsPerUnit,
      per100g: amounts[k]!.per100g,
      nutrients: roundNutrients(ingredientNutrients(amounts[k]!)),
    })),
    totalGrams: n.totalGrams,
    perServing: roundNutrients(n.perServing),
    // Ingredients weigh more than 0 g each (the contract), so a saved recipe always has a weight.
    per100g: n.per100g!,
    createdAt: new Date(recipe.createdAt).toISOString(),
    updatedAt: new Date(recipe.updatedAt).toISOString(),
  };
}

/**
 * A recipe as a search result: logged by servings (one serving weighs the pot's grams over the
 * servings), or by grams for a member who weighs their plate.
 */
function recipeResult(r: Recipe): FoodSearchResult {
  return {
    name: r.name,
    source: 'recipe',
    per100g: r.per100g,
    portions: [
      { unit: 'g', grams: 1 },
      { unit: 'serving', grams: r.totalGrams / r.servings },
    ],
    lastLogged: null,
  };
}

/** A member's recipes: made, corrected and deleted by them alone, counted per hour like entries. */
@Injectable()
export class RecipesService {
  constructor(
    @Inject(RecipesRepository) private readonly recipes: RecipesRepository,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(userId: string): Promise<Recipe[]> {
    return (await this.recipes.listForUser(userId)).map(toRecipe);
  }

  async create(userId: string, body: z.output<typeof SaveRecipeRequest>): Promise<Recipe> {
    const limit = this.config.limits.entriesPerUserPerHour;
    await this.counters.enforce(
      `recipes:${userId}`,
      limit,
      HOUR_SECONDS,
      (wait) => `You have saved ${limit} recipes in the last hour. Please wait ${wait}.`,
    );
    return toRecipe(await this.recipes.create(userId, body));
  }

  async replace(userId: string, id: string, body: z.output<typeof SaveRecipeRequest>): Promise<Recipe> {
    const stored = await this.recipes.replace(userId, id, body);
    if (!stored) throw ApiException.notFound('Recipe');
    return toRecipe(stored);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.recipes.delete(userId, id))) throw ApiException.notFound('Recipe');
  }

  /** The user's recipes matching every word, as search results. */
  async search(userId: string, words: readonly string[], limit: number): Promise<FoodSearchResult[]> {
    return (await this.recipes.search(userId, words, limit)).map((r) => recipeResult(toRecipe(r)));
  }
}
