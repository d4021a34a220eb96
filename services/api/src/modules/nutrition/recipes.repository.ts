import { Inject, Injectable } from '@nestjs/common';
import type { SaveRecipeRequest } from '@chairside/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { whereAllWords } from './own-foods.repository';
import { RecipeEntity, RecipeIngredientEntity } from './recipe.entities';

type RecipeFields = z.output<typeof SaveRecipeRequest>;

/** A recipe as stored, with its ingredients in the member's order. */
export interface StoredRecipe {
  recipe: RecipeEntity;
  ingredients: RecipeIngredientEntity[];
}

/** A member's recipes; every statement names the owner (ingredients are reached through their recipe). */
@Injectable()
export class RecipesRepository {
  private readonly recipes;
  private readonly ingredients;

  constructor(@Inject(DataSource) private readonly ds: DataSource) {
    this.recipes = ds.getRepository(RecipeEntity);
    this.ingredients = ds.getRepository(RecipeIngredientEntity);
  }

  async listForUser(userId: string): Promise<StoredRecipe[]> {
    const recipes = await this.recipes
      .createQueryBuilder('r')
      .where('r.userId = :userId', { userId })
      .orderBy('lower(r.name)')
      .addOrderBy('r.createdAt')
      .getMany();
    return this.withIngredients(recipes);
  }

  /** The user's most recently changed recipes with every word in the name. */
  async search(userId: string, words: readonly string[], limit: number): Promise<StoredRecipe[]> {
    const qb = this.recipes.createQueryBuilder('r').where('r.userId = :userId', { userId });
    const recipes = await whereAllWords(qb, 'r.name', words).orderBy('r.updatedAt', 'DESC').limit(limit).getMany();
    return this.withIngredients(recipes);
  }

  /** The recipe and its ingredients in one transaction: both are stored, or neither. */
  async create(userId: string, f: RecipeFields): Promise<StoredRecipe> {
    // The transaction's manager only: on PGlite every pooled connection shares one session (TOOLCHAIN.md).
    return this.ds.transaction(async (m) => {
      const recipe = await m.save(m.create(RecipeEntity, { userId, name: f.name, servings: f.servings }));
      return { recipe, ingredients: await insertIngredients(m, recipe.id, f) };
    });
  }

  /** Replaces the user's recipe, ingredients and all; null when no recipe of theirs has this id. */
  async replace(userId: string, id: string, f: RecipeFields): Promise<StoredRecipe | null> {
    return this.ds.transaction(async (m) => {
      const result = await m.update(RecipeEntity, { id, userId }, { name: f.name, servings: f.servings });
      if (!result.affected) return null;
      await m.delete(RecipeIngredientEntity, { recipeId: id });
      const ingredients = await insertIngredients(m, id, f);
      const recipe = await m.findOneByOrFail(RecipeEntity, { id, userId });
      return { recipe, ingredients };
    });
  }

  /** Its ingredients go with it (ON DELETE CASCADE). */
  async delete(userId: string, id: string): Promise<boolean> {
    return Boolean((await this.recipes.delete({ id, userId })).affected);
  }

  private async withIngredients(recipes: RecipeEntity[]): Promise<StoredRecipe[]> {
    if (recipes.length === 0) return [];
    const rows = await this.ingredients.find({
      where: { recipeId: In(recipes.map((r) => r.id)) },
      order: { position: 'ASC' },
    });
    return recipes.map((recipe) => ({ recipe, ingredients: rows.filter((i) => i.recipeId === recipe.id) }));
  }
}

async function insertIngredients(m: EntityManager, recipeId: string, f: RecipeFields) {
  const rows = f.ingredients.map((i, position) =>
    m.create(RecipeIngredientEntity, {
      recipeId,
      position,
      foodName: i.foodName,
      amount: i.amount,
      unit: i.unit,
      gramsPerUnit: i.gramsPerUnit,
      ...i.per100g,
    }),
  );
  return m.save(rows);
}
