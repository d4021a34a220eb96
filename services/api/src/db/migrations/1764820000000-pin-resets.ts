import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Forgot PIN?": the e-mailed links to set a new PIN. Only the SHA-256 of a link's token is kept, so
 * a copy of the table opens no account; a link works once and for 30 minutes.
 */
export class PinResets1764820000000 implements MigrationInterface {
  name = 'PinResets1764820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pin_resets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CONSTRAINT pin_resets_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX pin_resets_user_idx ON pin_resets (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS pin_resets`);
  }
}
