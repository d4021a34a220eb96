import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The barcode of a food a member typed in because its lookup found nothing: their next lookup of
 * that code answers with their latest such entry (docs/decisions.md "Barcode fallback"), found
 * through (user_id, barcode).
 */
export class FoodBarcodes1764840000000 implements MigrationInterface {
  name = 'FoodBarcodes1764840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE food_entries ADD COLUMN barcode varchar(14)`);
    await q.query(`CREATE INDEX food_entries_user_barcode_idx ON food_entries (user_id, barcode)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS food_entries_user_barcode_idx`);
    await q.query(`ALTER TABLE food_entries DROP COLUMN IF EXISTS barcode`);
  }
}
