import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Health sync exports (decisions.md, "Health services"): one row per sync, the FHIR bundle and the CSV. */
export class HealthExports1763900000000 implements MigrationInterface {
  name = 'HealthExports1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE health_exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        platform varchar(20) NOT NULL CHECK (platform IN ('apple_health','google_fit')),
        created_at timestamptz NOT NULL DEFAULT now(),
        entries_uploaded int NOT NULL CHECK (entries_uploaded >= 0),
        fhir_bundle jsonb NOT NULL,
        csv text NOT NULL
      )`);
    await q.query(
      `CREATE INDEX health_exports_user_platform_idx ON health_exports (user_id, platform, created_at DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS health_exports`);
  }
}
