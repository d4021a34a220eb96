import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language the member picks in Settings, kept in their profile so it follows them to another
 * device; null until they pick one (the browser's languages lead until then).
 */
export class ProfileLanguage1764860000000 implements MigrationInterface {
  name = 'ProfileLanguage1764860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles ADD COLUMN language varchar(5)`);
    await q.query(
      `ALTER TABLE profiles ADD CONSTRAINT profiles_language_check CHECK (language IN ('en', 'es', 'zh', 'pt', 'fr', 'de', 'it', 'ro'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles DROP CONSTRAINT IF EXISTS profiles_language_check`);
    await q.query(`ALTER TABLE profiles DROP COLUMN IF EXISTS language`);
  }
}
