import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Community moderation and honest avatars.
 * - `users.role`: 'member' or 'moderator' (set with `node services/api/dist/cli/set-role.js`).
 * - `post_reports.counts`: whether a report counts toward hiding the post from everyone (made by an
 *   established member, and not set aside by a moderator's Restore). Reports made before this
 *   migration were counted under the old rule and keep counting: a moderator can restore them.
 * - `post_comments_user_idx`: deciding whether a reporter is established asks whether they commented.
 * - A profile may point only at its own uploaded photo: any other value (another member's photo, set
 *   through the profile's PUT before only the upload could set it) is cleared.
 */
export class CommunityModeration1764710000000 implements MigrationInterface {
  name = 'CommunityModeration1764710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN role varchar(20) NOT NULL DEFAULT 'member'`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('member', 'moderator'))`);
    await q.query(`ALTER TABLE post_reports ADD COLUMN counts boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE post_reports ALTER COLUMN counts SET DEFAULT false`);
    await q.query(`CREATE INDEX post_comments_user_idx ON post_comments (user_id)`);
    for (const [table, owner] of [
      ['profiles', 'user_id'],
      ['users', 'id'],
    ] as const)
      await q.query(`
        UPDATE ${table} t SET profile_image_url = NULL
         WHERE t.profile_image_url IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM profile_images i
                            WHERE i.user_id = t.${owner} AND t.profile_image_url = '/api/profile-images/' || i.id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS post_comments_user_idx`);
    await q.query(`ALTER TABLE post_reports DROP COLUMN IF EXISTS counts`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS role`);
  }
}
