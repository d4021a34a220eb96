import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The weekly pain check-in (one a day at most: saving again that day replaces it), its nine regions
 * kept together as one jsonb value as the member sent them; and the body regions each stretch
 * serves and loads (filled by the seed, which runs after the migrations).
 */
export class BodyCheckIns1764858000000 implements MigrationInterface {
  name = 'BodyCheckIns1764858000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE body_check_ins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        date date NOT NULL,
        regions jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT body_check_ins_user_date_key UNIQUE (user_id, date),
        CONSTRAINT body_check_ins_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
      )`);
    await q.query(`ALTER TABLE ergonomic_stretches ADD COLUMN serves jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`ALTER TABLE ergonomic_stretches ADD COLUMN loads jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ergonomic_stretches DROP COLUMN IF EXISTS loads`);
    await q.query(`ALTER TABLE ergonomic_stretches DROP COLUMN IF EXISTS serves`);
    await q.query(`DROP TABLE IF EXISTS body_check_ins`);
  }
}
