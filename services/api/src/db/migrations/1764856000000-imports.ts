import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imports from MyFitnessPal and Cronometer: each upload (its files' text until it has been
 * imported, and the preview it showed), and the key of every row an import wrote, so importing the
 * same file again adds nothing.
 */
export class Imports1764856000000 implements MigrationInterface {
  name = 'Imports1764856000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE imports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'previewed',
        tz varchar(64) NOT NULL,
        weight_unit varchar(2) NOT NULL,
        uploads jsonb,
        preview jsonb NOT NULL,
        entries_imported int,
        weigh_ins_imported int,
        message varchar(300),
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        CONSTRAINT imports_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
        CONSTRAINT imports_status_check CHECK (status IN ('previewed', 'running', 'done', 'failed')),
        CONSTRAINT imports_weight_unit_check CHECK (weight_unit IN ('kg', 'lb'))
      )`);
    await q.query(`CREATE INDEX imports_user_created_idx ON imports (user_id, created_at)`);
    await q.query(`
      CREATE TABLE imported_rows (
        user_id uuid NOT NULL,
        row_key char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT imported_rows_pkey PRIMARY KEY (user_id, row_key),
        CONSTRAINT imported_rows_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS imported_rows`);
    await q.query(`DROP TABLE IF EXISTS imports`);
  }
}
