import { Inject, Injectable } from '@nestjs/common';
import { COMMUNITY_LIMITS, type Comment } from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { VISIBLE_POST } from './post-visibility';

interface CommentRow {
  id: string;
  user_id: string;
  content: string;
  created_at: Date;
  first_name: string | null;
}

const toComment = (r: CommentRow): Comment => ({
  id: r.id,
  userId: r.user_id,
  content: r.content,
  createdAt: r.created_at.toISOString(),
  user: { firstName: r.first_name },
});
// firstName: the author's display name (as on posts), else their account's first name.

/** A post's comments; adding or removing one changes the post's count in the same statement. */
@Injectable()
export class CommentsRepository {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /** Oldest first; null when `me` may not see the post. */
  async list(me: string, postId: string): Promise<Comment[] | null> {
    const rows: (CommentRow & { visible: boolean })[] = await this.ds.query(
      `SELECT v.id IS NOT NULL AS visible, c.id, c.user_id, c.content, c.created_at,
              coalesce(pr.name, u.first_name) AS first_name
         FROM (SELECT 1) one
         LEFT JOIN (${VISIBLE_POST}) v ON true
         LEFT JOIN post_comments c ON c.post_id = v.id
         LEFT JOIN users u ON u.id = c.user_id
         LEFT JOIN profiles pr ON pr.user_id = c.user_id
        ORDER BY c.created_at, c.id
        LIMIT ${COMMUNITY_LIMITS.commentsShown}`,
      [me, postId],
    );
    if (!rows[0]?.visible) return null;
    return rows.filter((r) => r.id).map(toComment);
  }

  async create(me: string, postId: string, content: string): Promise<Comment | null> {
    const rows: CommentRow[] = await this.ds.query(
      `WITH target AS (${VISIBLE_POST}),
            ins AS (INSERT INTO post_comments (post_id, user_id, content) SELECT id, $1, $3 FROM target
                    RETURNING id, user_id, content, created_at),
            counted AS (UPDATE community_posts p SET comments_count = p.comments_count + 1
                         WHERE p.id IN (SELECT id FROM target) AND EXISTS (SELECT 1 FROM ins) RETURNING p.id)
       SELECT ins.*, coalesce(pr.name, u.first_name) AS first_name
         FROM ins JOIN users u ON u.id = ins.user_id LEFT JOIN profiles pr ON pr.user_id = ins.user_id`,
      [me, postId, content],
    );
    return rows[0] ? toComment(rows[0]) : null;
  }

  /**
   * The comment's author, or null when the post has no such comment or `me` may not see the post.
   * One's own comment is always found: reporting a post must not leave one's words under it.
   */
  async authorOf(me: string, postId: string, commentId: string): Promise<string | null> {
    const rows: { user_id: string }[] = await this.ds.query(
      `SELECT c.user_id FROM post_comments c
        WHERE c.id = $3 AND c.post_id = $2 AND (c.user_id = $1 OR EXISTS (${VISIBLE_POST}))`,
      [me, postId, commentId],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Deletes `me`'s own comment and counts it off the post; false when there is none of theirs. */
  async delete(me: string, postId: string, commentId: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(
      `WITH del AS (DELETE FROM post_comments WHERE id = $1 AND post_id = $2 AND user_id = $3 RETURNING post_id),
            counted AS (UPDATE community_posts p SET comments_count = p.comments_count - 1
                         WHERE p.id IN (SELECT post_id FROM del) RETURNING p.id)
       SELECT id FROM counted`,
      [commentId, postId, me],
    );
    return rows.length > 0;
  }
}
