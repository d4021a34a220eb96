import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A food entry's portion (1.5 of "cup"), shown in the diary; and the deleted entries kept for Undo,
 * each as its row was (photo link and all) so Undo brings back the same entry with its photo. A
 * kept entry lives DELETED_ENTRY_RESTORE_SECONDS; then it and its photo are removed for good.
 */
export class FoodPortionsAndUndo1764836000000 implements MigrationInterface {
  name = 'FoodPortionsAndUndo1764836000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE food_entries ADD COLUMN portion_amount double precision`);
    await q.query(`ALTER TABLE food_entries ADD COLUMN portion_unit varchar(40)`);
    await q.query(
      `ALTER TABLE food_entries ADD CONSTRAINT food_entries_portion_check
         CHECK ((portion_amount IS NULL) = (portion_unit IS NULL) AND (portion_amount IS NULL OR portion_amount > 0))`,
    );
    await q.query(`
      CREATE TABLE deleted_food_entries (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        entry jsonb NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT deleted_food_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX deleted_food_entries_deleted_at_idx ON deleted_food_entries (deleted_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS deleted_food_entries`);
    await q.query(`ALTER TABLE food_entries DROP CONSTRAINT IF EXISTS food_entries_portion_check`);
    await q.query(`ALTER TABLE food_entries DROP COLUMN IF EXISTS portion_unit`);
    await q.query(`ALTER TABLE food_entries DROP COLUMN IF EXISTS portion_amount`);
  }
}
