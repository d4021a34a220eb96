import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Grams of fibre and saturated fat and milligrams of sodium per entry. Nullable like sugars: entries
 * logged before, and foods no source knows them for, stay unknown rather than 0. The entries kept
 * for Undo (deleted_food_entries) hold the whole row as jsonb, so they carry the new columns as they are.
 */
export class FoodFibreSodium1764850000000 implements MigrationInterface {
  name = 'FoodFibreSodium1764850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE food_entries
         ADD COLUMN fibre double precision,
         ADD COLUMN saturated_fat double precision,
         ADD COLUMN sodium double precision,
         ADD CONSTRAINT food_entries_fibre_check CHECK (fibre >= 0),
         ADD CONSTRAINT food_entries_saturated_fat_check CHECK (saturated_fat >= 0),
         ADD CONSTRAINT food_entries_sodium_check CHECK (sodium >= 0)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE food_entries
         DROP CONSTRAINT IF EXISTS food_entries_fibre_check,
         DROP CONSTRAINT IF EXISTS food_entries_saturated_fat_check,
         DROP CONSTRAINT IF EXISTS food_entries_sodium_check,
         DROP COLUMN IF EXISTS fibre,
         DROP COLUMN IF EXISTS saturated_fat,
         DROP COLUMN IF EXISTS sodium`,
    );
  }
}
