import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member's weigh-ins: one a calendar day (a new one for the day replaces it), in kg, with where
 * it came from (typed, or imported from MyFitnessPal or Cronometer) so an import can leave the days
 * the member typed alone.
 */
export class WeighIns1764851000000 implements MigrationInterface {
  name = 'WeighIns1764851000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE weigh_ins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        date date NOT NULL,
        weight_kg double precision NOT NULL,
        source varchar(20) NOT NULL DEFAULT 'manual',
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT weigh_ins_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
        CONSTRAINT weigh_ins_user_date_key UNIQUE (user_id, date),
        CONSTRAINT weigh_ins_weight_kg_check CHECK (weight_kg BETWEEN 20 AND 400),
        CONSTRAINT weigh_ins_source_check CHECK (source IN ('manual', 'myfitnesspal', 'cronometer'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS weigh_ins`);
  }
}
