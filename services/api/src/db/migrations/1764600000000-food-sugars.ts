import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Grams of sugars per entry for the oral-health lens. Nullable: entries logged before, and
 * foods no source knows the sugars of, stay unknown rather than 0 (0 would read as "sugar-free").
 */
export class FoodSugars1764600000000 implements MigrationInterface {
  name = 'FoodSugars1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE food_entries ADD COLUMN sugars double precision`);
    await q.query(`ALTER TABLE food_entries ADD CONSTRAINT food_entries_sugars_check CHECK (sugars >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE food_entries DROP CONSTRAINT IF EXISTS food_entries_sugars_check`);
    await q.query(`ALTER TABLE food_entries DROP COLUMN IF EXISTS sugars`);
  }
}
