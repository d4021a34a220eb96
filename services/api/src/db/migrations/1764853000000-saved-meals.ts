import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved meals: a named set of foods a member logs again in one step. Each food keeps the values of
 * the entry it was saved from (portion and nutrients), not a link to it, so correcting or deleting
 * that entry leaves the saved meal as it was. Both go with the account (cascade from users).
 */
export class SavedMeals1764853000000 implements MigrationInterface {
  name = 'SavedMeals1764853000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_meals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name varchar(80) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT saved_meals_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX saved_meals_user_idx ON saved_meals (user_id)`);
    await q.query(`
      CREATE TABLE saved_meal_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        saved_meal_id uuid NOT NULL,
        position int NOT NULL,
        food_name varchar(200) NOT NULL,
        calories double precision NOT NULL,
        protein double precision NOT NULL,
        carbs double precision NOT NULL,
        fat double precision NOT NULL,
        sugars double precision,
        fibre double precision,
        saturated_fat double precision,
        sodium double precision,
        portion_amount double precision,
        portion_unit varchar(40),
        analysis_method varchar(10) NOT NULL,
        CONSTRAINT saved_meal_items_saved_meal_id_fkey FOREIGN KEY (saved_meal_id) REFERENCES saved_meals(id) ON DELETE CASCADE,
        CONSTRAINT saved_meal_items_calories_check CHECK (calories >= 0),
        CONSTRAINT saved_meal_items_protein_check CHECK (protein >= 0),
        CONSTRAINT saved_meal_items_carbs_check CHECK (carbs >= 0),
        CONSTRAINT saved_meal_items_fat_check CHECK (fat >= 0),
        CONSTRAINT saved_meal_items_sugars_check CHECK (sugars >= 0),
        CONSTRAINT saved_meal_items_fibre_check CHECK (fibre >= 0),
        CONSTRAINT saved_meal_items_saturated_fat_check CHECK (saturated_fat >= 0),
        CONSTRAINT saved_meal_items_sodium_check CHECK (sodium >= 0),
        CONSTRAINT saved_meal_items_portion_check
          CHECK ((portion_amount IS NULL) = (portion_unit IS NULL) AND (portion_amount IS NULL OR portion_amount > 0))
      )`);
    await q.query(`CREATE INDEX saved_meal_items_meal_idx ON saved_meal_items (saved_meal_id, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS saved_meal_items`);
    await q.query(`DROP TABLE IF EXISTS saved_meals`);
  }
}
