import type { MigrationInterface, QueryRunner } from 'typeorm';

const nutrientColumns = (table: string) => `
        calories double precision NOT NULL,
        protein double precision NOT NULL,
        carbs double precision NOT NULL,
        fat double precision NOT NULL,
        sugars double precision,
        fibre double precision,
        saturated_fat double precision,
        sodium double precision,
        CONSTRAINT ${table}_calories_check CHECK (calories >= 0),
        CONSTRAINT ${table}_protein_check CHECK (protein >= 0),
        CONSTRAINT ${table}_carbs_check CHECK (carbs >= 0),
        CONSTRAINT ${table}_fat_check CHECK (fat >= 0),
        CONSTRAINT ${table}_sugars_check CHECK (sugars >= 0),
        CONSTRAINT ${table}_fibre_check CHECK (fibre >= 0),
        CONSTRAINT ${table}_saturated_fat_check CHECK (saturated_fat >= 0),
        CONSTRAINT ${table}_sodium_check CHECK (sodium >= 0),`;

/**
 * A member's own foods and recipes (docs/decisions.md "Own foods and recipes"). An own food keeps
 * its values as typed, per serving or per 100 g (`values_per`). A recipe's ingredients keep the
 * values per 100 g of the food as it was when picked, not a link to it, so a recipe stays as it was
 * saved whichever table the food came from. All of it goes with the account (cascade from users).
 */
export class OwnFoodsAndRecipes1764854000000 implements MigrationInterface {
  name = 'OwnFoodsAndRecipes1764854000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE own_foods (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name varchar(120) NOT NULL,
        brand varchar(80),
        serving_name varchar(40),
        serving_grams double precision,
        values_per varchar(7) NOT NULL,
        ${nutrientColumns('own_foods')}
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT own_foods_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
        CONSTRAINT own_foods_serving_check
          CHECK ((serving_name IS NULL) = (serving_grams IS NULL) AND (serving_grams IS NULL OR serving_grams > 0)),
        CONSTRAINT own_foods_values_per_check
          CHECK (values_per = '100g' OR (values_per = 'serving' AND serving_grams IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX own_foods_user_idx ON own_foods (user_id, name)`);
    await q.query(`
      CREATE TABLE recipes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name varchar(120) NOT NULL,
        servings double precision NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT recipes_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
        CONSTRAINT recipes_servings_check CHECK (servings > 0)
      )`);
    await q.query(`CREATE INDEX recipes_user_idx ON recipes (user_id, name)`);
    await q.query(`
      CREATE TABLE recipe_ingredients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipe_id uuid NOT NULL,
        position int NOT NULL,
        food_name varchar(200) NOT NULL,
        amount double precision NOT NULL,
        unit varchar(40) NOT NULL,
        grams_per_unit double precision NOT NULL,
        ${nutrientColumns('recipe_ingredients')}
        CONSTRAINT recipe_ingredients_recipe_id_fkey FOREIGN KEY (recipe_id) REFERENCES recipes(id) ON DELETE CASCADE,
        CONSTRAINT recipe_ingredients_amount_check CHECK (amount > 0 AND grams_per_unit > 0)
      )`);
    await q.query(`CREATE INDEX recipe_ingredients_recipe_idx ON recipe_ingredients (recipe_id, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS recipe_ingredients`);
    await q.query(`DROP TABLE IF EXISTS recipes`);
    await q.query(`DROP TABLE IF EXISTS own_foods`);
  }
}
