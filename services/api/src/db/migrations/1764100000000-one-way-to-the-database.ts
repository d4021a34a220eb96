import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * decisions.md, "One way to the database": the community tables go until the
 * community module exists (nothing ever wrote them), and a session's expiry becomes timestamptz
 * like every other instant, so TypeORM's Date parameters mean the same thing whatever the zone.
 */
export class OneWayToTheDatabase1764100000000 implements MigrationInterface {
  name = 'OneWayToTheDatabase1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE post_comments`);
    await q.query(`DROP TABLE post_likes`);
    await q.query(`DROP TABLE community_posts`);
    // connect-pg-simple wrote to_timestamp() values converted to the server's zone: read them back in it.
    await q.query(`ALTER TABLE session ALTER COLUMN expire TYPE timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE session ALTER COLUMN expire TYPE timestamp(6)`);
    await q.query(`
      CREATE TABLE community_posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content text NOT NULL,
        image_url varchar(500),
        food_entry_id uuid REFERENCES food_entries(id) ON DELETE SET NULL,
        likes_count int NOT NULL DEFAULT 0,
        comments_count int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX community_posts_created_idx ON community_posts (created_at)`);
    await q.query(`
      CREATE TABLE post_likes (
        post_id uuid NOT NULL REFERENCES community_posts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, user_id)
      )`);
    await q.query(`
      CREATE TABLE post_comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES community_posts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX post_comments_post_created_idx ON post_comments (post_id, created_at)`);
  }
}
