import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Saved food photos (decisions.md: private to their owner), re-encoded JPEG bytes kept in PostgreSQL. */
export class FoodPhotos1764000000000 implements MigrationInterface {
  name = 'FoodPhotos1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE food_photos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        jpeg bytea NOT NULL,
        width int NOT NULL CHECK (width > 0),
        height int NOT NULL CHECK (height > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS food_photos`);
  }
}
