import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys (WebAuthn): a member's discoverable credentials. Only the public key is kept; the private
 * key never leaves the authenticator. The signature counter lets a cloned authenticator be noticed.
 */
export class Passkeys1764800000000 implements MigrationInterface {
  name = 'Passkeys1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE passkeys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        credential_id text NOT NULL,
        public_key bytea NOT NULL,
        counter bigint NOT NULL,
        transports text[] NOT NULL,
        name varchar(60) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        CONSTRAINT passkeys_credential_id_key UNIQUE (credential_id),
        CONSTRAINT passkeys_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX passkeys_user_idx ON passkeys (user_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS passkeys`);
  }
}
