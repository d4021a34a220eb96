import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Water: each drink a row in whole millilitres (a day's total is their sum, a mistaken tap one row to
 * delete), and the member's daily goal with the unit they see water in.
 */
export class Water1764852000000 implements MigrationInterface {
  name = 'Water1764852000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE water_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        amount_ml int NOT NULL,
        drunk_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT water_entries_amount_ml_check CHECK (amount_ml > 0 AND amount_ml <= 10000),
        CONSTRAINT water_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX water_entries_user_drunk_idx ON water_entries (user_id, drunk_at)`);
    await q.query(`
      CREATE TABLE water_goals (
        user_id uuid PRIMARY KEY,
        goal_ml int NOT NULL,
        unit varchar(4) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT water_goals_goal_ml_check CHECK (goal_ml > 0),
        CONSTRAINT water_goals_unit_check CHECK (unit IN ('ml','floz')),
        CONSTRAINT water_goals_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS water_goals`);
    await q.query(`DROP TABLE IF EXISTS water_entries`);
  }
}
