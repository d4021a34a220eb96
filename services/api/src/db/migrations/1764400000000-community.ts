import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The community (docs/product.md, "Community"). Counts live on the post, changed in the statement that adds or removes
 * what they count; a post's likes, comments, reports and photo go with it.
 */
export class Community1764400000000 implements MigrationInterface {
  name = 'Community1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE community_posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        content text NOT NULL,
        food_entry jsonb,
        has_image boolean NOT NULL DEFAULT false,
        likes_count int NOT NULL DEFAULT 0,
        comments_count int NOT NULL DEFAULT 0,
        reports_count int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT community_posts_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
        CONSTRAINT community_posts_counts_check CHECK (likes_count >= 0 AND comments_count >= 0 AND reports_count >= 0)
      )`);
    await q.query(`CREATE INDEX community_posts_feed_idx ON community_posts (created_at, id)`);
    await q.query(`CREATE INDEX community_posts_user_idx ON community_posts (user_id)`);
    await q.query(`
      CREATE TABLE community_images (
        post_id uuid PRIMARY KEY,
        jpeg bytea NOT NULL,
        width int NOT NULL,
        height int NOT NULL,
        CONSTRAINT community_images_post_id_fkey FOREIGN KEY (post_id) REFERENCES community_posts(id) ON DELETE CASCADE
      )`);
    for (const table of ['post_likes', 'post_reports'])
      await q.query(`
        CREATE TABLE ${table} (
          post_id uuid NOT NULL,
          user_id uuid NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (post_id, user_id),
          CONSTRAINT ${table}_post_id_fkey FOREIGN KEY (post_id) REFERENCES community_posts(id) ON DELETE CASCADE,
          CONSTRAINT ${table}_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
        )`);
    await q.query(`
      CREATE TABLE post_comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL,
        user_id uuid NOT NULL,
        content text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT post_comments_post_id_fkey FOREIGN KEY (post_id) REFERENCES community_posts(id) ON DELETE CASCADE,
        CONSTRAINT post_comments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX post_comments_post_created_idx ON post_comments (post_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['post_comments', 'post_reports', 'post_likes', 'community_images', 'community_posts'])
      await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
