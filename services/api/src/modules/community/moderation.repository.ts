import { Inject, Injectable } from '@nestjs/common';
import { COMMUNITY_LIMITS, type PostForReview } from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { POST_AUTHOR, POST_COLUMNS, toPost, type FeedRow } from './community-posts.repository';
import { hiddenFromAll } from './post-visibility';

/** The moderators' side of the community: the posts reports hid from everyone, restored or removed. */
@Injectable()
export class ModerationRepository {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /** The newest posts hidden from everyone, with the reports that hide them; `me` for likedByMe. */
  async hidden(me: string): Promise<PostForReview[]> {
    const rows: (FeedRow & { hiding: string })[] = await this.ds.query(
      `SELECT ${POST_COLUMNS},
              EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = $1) AS liked,
              (SELECT count(*) FROM post_reports r WHERE r.post_id = p.id AND r.counts) AS hiding
         FROM (SELECT * FROM community_posts p WHERE ${hiddenFromAll('p')}
                ORDER BY p.created_at DESC, p.id DESC LIMIT ${COMMUNITY_LIMITS.reviewListMax}) p
         ${POST_AUTHOR}
        ORDER BY p.created_at DESC, p.id DESC`,
      [me],
    );
    return rows.map((r) => ({ ...toPost(r), reportsCount: Number(r.hiding) }));
  }

  /**
   * Shows a hidden post to everyone again: its reports stop counting. They stay recorded, so each
   * reporter still does not see it (their own choice), and new reports from others can hide it again.
   * False when the post is not hidden from everyone (or does not exist).
   */
  async restore(postId: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(
      // `cleared` is not read: PostgreSQL runs every data-modifying CTE of a statement regardless.
      `WITH target AS (SELECT id FROM community_posts p WHERE p.id = $1 AND ${hiddenFromAll('p')}),
            cleared AS (UPDATE post_reports SET counts = false
                         WHERE post_id IN (SELECT id FROM target) AND counts RETURNING post_id)
       SELECT id FROM target`,
      [postId],
    );
    return rows.length > 0;
  }

  /** Deletes a post hidden from everyone, with its likes, comments, reports and photo; false when it is not hidden. */
  async remove(postId: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(
      // Ends in a SELECT: the driver hands back the rows of a SELECT as they are.
      `WITH del AS (DELETE FROM community_posts p WHERE p.id = $1 AND ${hiddenFromAll('p')} RETURNING p.id)
       SELECT id FROM del`,
      [postId],
    );
    return rows.length > 0;
  }

  /** The photo of a post hidden from everyone, for the moderators reviewing it. */
  async image(postId: string): Promise<Buffer | null> {
    const rows: { jpeg: Buffer }[] = await this.ds.query(
      `SELECT i.jpeg FROM community_posts p JOIN community_images i ON i.post_id = p.id
        WHERE p.id = $1 AND ${hiddenFromAll('p')}`,
      [postId],
    );
    return rows[0]?.jpeg ?? null;
  }
}
