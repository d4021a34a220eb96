import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Profile photos, kept apart from food photos (these are seen by every signed-in member). */
export class ProfileImages1764500000000 implements MigrationInterface {
  name = 'ProfileImages1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE profile_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        jpeg bytea NOT NULL,
        width int NOT NULL,
        height int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT profile_images_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX profile_images_user_idx ON profile_images (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS profile_images`);
  }
}
