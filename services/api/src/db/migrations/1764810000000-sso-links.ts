import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Work accounts of a dental group's OpenID provider linked to members: one member per (issuer,
 * subject), found again by the subject at each sign-in, never by the e-mail address alone.
 */
export class SsoLinks1764810000000 implements MigrationInterface {
  name = 'SsoLinks1764810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sso_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        issuer varchar(500) NOT NULL,
        subject varchar(255) NOT NULL,
        email varchar(254) NOT NULL,
        linked_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        CONSTRAINT sso_links_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
        CONSTRAINT sso_links_issuer_subject_key UNIQUE (issuer, subject)
      )`);
    await q.query(`CREATE INDEX sso_links_user_idx ON sso_links (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS sso_links`);
  }
}
