import { Inject, Injectable } from '@nestjs/common';
import {
  API_PATHS,
  COMMUNITY_LIMITS,
  type CommunityPost,
  type LikeResult,
  type PersonalityType,
} from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { decodeCursor, encodeCursor, type Page } from '../../common/paging';
import { CommunityImageEntity } from './community-image.entity';
import { CommunityPostEntity } from './community-post.entity';
import { authorAvatar, ESTABLISHED, VISIBLE_POST, visibleTo } from './post-visibility';

const IMAGE_URL_PREFIX = API_PATHS.communityImage.replace(':id', '');

/**
 * The columns of a post as the feed shows it (`p` the post, `u` its author, `pr` their profile, `av`
 * their photo, `np` their quiz result).
 */
export const POST_COLUMNS = `p.id, p.user_id, p.content, p.food_entry, p.has_image, p.likes_count, p.comments_count, p.created_at,
  coalesce(pr.name, u.first_name) AS first_name, CASE WHEN pr.name IS NULL THEN u.last_name END AS last_name, av.avatar,
  np.personality_type`;

/** The joins POST_COLUMNS reads. */
export const POST_AUTHOR = `JOIN users u ON u.id = p.user_id
  LEFT JOIN profiles pr ON pr.user_id = p.user_id
  LEFT JOIN nutrition_personalities np ON np.user_id = p.user_id
  ${authorAvatar('p.user_id')}`;

export interface FeedRow {
  id: string;
  user_id: string;
  content: string;
  food_entry: CommunityPost['foodEntry'];
  has_image: boolean;
  likes_count: number;
  comments_count: number;
  created_at: Date;
  cursor_micros?: string;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  personality_type: PersonalityType | null;
  liked: boolean;
}

/**
 * The author as the community knows them: the profile's display name (Edit Profile: 'This is how
 * others will see you in the community') whole in firstName, else the account's first and last name.
 */
export const toPost = (r: FeedRow): CommunityPost => ({
  id: r.id,
  userId: r.user_id,
  content: r.content,
  imageUrl: r.has_image ? IMAGE_URL_PREFIX + r.id : null,
  likesCount: r.likes_count,
  commentsCount: r.comments_count,
  createdAt: r.created_at.toISOString(),
  user: {
    firstName: r.first_name,
    lastName: r.last_name,
    profileImageUrl: r.avatar,
    personalityType: r.personality_type,
  },
  foodEntry: r.food_entry,
  likedByMe: r.liked,
});

/**
 * The community's posts. The feed and the statements that change a count are hand-written
 * (docs/decisions.md, "Community"): the feed is the page every member opens, measured at 100,000
 * posts by `npm run bench`, and each like, comment or report changes its row and the post's count in
 * one statement, so counts stay exact under any concurrency.
 */
@Injectable()
export class CommunityPostsRepository {
  private readonly posts;

  constructor(@Inject(DataSource) private readonly ds: DataSource) {
    this.posts = ds.getRepository(CommunityPostEntity);
  }

  /** One page of what `me` may see, newest first; `before` is the previous page's cursor. */
  async feed(me: string, q: { before?: string; limit?: number }): Promise<Page<CommunityPost>> {
    const limit = q.limit ?? COMMUNITY_LIMITS.feedPage;
    const c = q.before ? decodeCursor(q.before, 'before') : null;
    // The page is chosen first (a backward walk of the (created_at, id) index), then joined: asked
    // for all at once, PostgreSQL hashed every like of the reader instead of probing 20 of them.
    const after = c
      ? `AND (p.created_at, p.id) < ('epoch'::timestamptz + $3::bigint * interval '1 microsecond', $4::uuid)`
      : '';
    const rows: FeedRow[] = await this.ds.query(
      `SELECT ${POST_COLUMNS}, (extract(epoch FROM p.created_at) * 1000000)::bigint AS cursor_micros,
              EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = $1) AS liked
         FROM (SELECT * FROM community_posts p
                WHERE ${visibleTo('p', '$1')}
                  ${after}
                ORDER BY p.created_at DESC, p.id DESC
                LIMIT $2) p
         ${POST_AUTHOR}
        ORDER BY p.created_at DESC, p.id DESC`,
      c ? [me, limit + 1, c.micros, c.id] : [me, limit + 1],
    );
    const items = rows.slice(0, limit);
    const last = rows.length > limit ? items[limit - 1] : undefined;
    return { items: items.map(toPost), nextCursor: last ? encodeCursor(String(last.cursor_micros), last.id) : null };
  }

  async findVisible(me: string, postId: string): Promise<CommunityPost | null> {
    const rows: FeedRow[] = await this.ds.query(
      `SELECT ${POST_COLUMNS}, EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = $1) AS liked
         FROM (${VISIBLE_POST}) v
         JOIN community_posts p ON p.id = v.id
         ${POST_AUTHOR}`,
      [me, postId],
    );
    return rows[0] ? toPost(rows[0]) : null;
  }

  /** The post and its photo in one transaction: both are stored, or neither. */
  async create(
    me: string,
    post: { content: string; foodEntry: CommunityPost['foodEntry'] },
    photo?: { jpeg: Buffer; width: number; height: number },
  ): Promise<string> {
    return this.ds.transaction(async (m) => {
      const saved = await m.insert(CommunityPostEntity, {
        userId: me,
        content: post.content,
        foodEntry: post.foodEntry,
        hasImage: Boolean(photo),
      });
      const id = (saved.identifiers[0] as { id: string }).id;
      if (photo) await m.insert(CommunityImageEntity, { postId: id, ...photo });
      return id;
    });
  }

  /** The author of a post `me` may see, or null when there is no such post or it is hidden from them. */
  async visibleAuthorOf(me: string, postId: string): Promise<string | null> {
    const rows: { user_id: string }[] = await this.ds.query(VISIBLE_POST, [me, postId]);
    return rows[0]?.user_id ?? null;
  }

  /** Deletes the author's own post (its likes, comments, reports and photo go with it). */
  async delete(me: string, postId: string): Promise<boolean> {
    const r = await this.posts.delete({ id: postId, userId: me });
    return (r.affected ?? 0) > 0;
  }

  /** Likes the post, or takes the like back; null when `me` may not see it. */
  async toggleLike(me: string, postId: string): Promise<LikeResult | null> {
    const rows: { likes_count: number; liked: boolean }[] = await this.ds.query(
      `WITH target AS (${VISIBLE_POST}),
            ins AS (INSERT INTO post_likes (post_id, user_id) SELECT id, $1 FROM target
                    ON CONFLICT DO NOTHING RETURNING post_id),
            del AS (DELETE FROM post_likes WHERE post_id IN (SELECT id FROM target) AND user_id = $1
                      AND NOT EXISTS (SELECT 1 FROM ins) RETURNING post_id),
            counted AS (UPDATE community_posts p
                           SET likes_count = p.likes_count + (SELECT count(*) FROM ins) - (SELECT count(*) FROM del)
                         WHERE p.id IN (SELECT id FROM target)
                        RETURNING p.likes_count)
       -- Ends in a SELECT: the driver hands back the rows of a SELECT as they are.
       SELECT likes_count, EXISTS (SELECT 1 FROM ins) AS liked FROM counted`,
      [me, postId],
    );
    return rows[0] ? { liked: rows[0].liked, likesCount: rows[0].likes_count } : null;
  }

  /**
   * Records `me`'s report (once); 'own' for the author's own post, 'not-found' when they may not see it.
   * The report hides the post from `me` at once; it counts toward hiding it from everyone only when
   * `me` is an established member (post-visibility.ts), so throwaway accounts cannot hide a post.
   */
  async report(me: string, postId: string): Promise<'ok' | 'own' | 'not-found'> {
    const rows: { user_id: string }[] = await this.ds.query(
      `WITH target AS (${VISIBLE_POST}),
            standing AS (${ESTABLISHED}),
            ins AS (INSERT INTO post_reports (post_id, user_id, counts)
                    SELECT id, $1, coalesce((SELECT established FROM standing), false) FROM target WHERE user_id <> $1
                    ON CONFLICT DO NOTHING RETURNING post_id),
            counted AS (UPDATE community_posts p SET reports_count = p.reports_count + 1
                         WHERE p.id IN (SELECT post_id FROM ins) RETURNING p.id)
       SELECT user_id FROM target`,
      [me, postId],
    );
    if (!rows[0]) return 'not-found';
    return rows[0].user_id === me ? 'own' : 'ok';
  }

  /** A post's photo, for any signed-in user who may see the post. */
  async image(me: string, postId: string): Promise<Buffer | null> {
    const rows: { jpeg: Buffer }[] = await this.ds.query(
      `SELECT i.jpeg FROM (${VISIBLE_POST}) v JOIN community_images i ON i.post_id = v.id`,
      [me, postId],
    );
    return rows[0]?.jpeg ?? null;
  }

  async stats(): Promise<{ members: number; postsThisWeek: number; mealsSharedToday: number }> {
    const rows: { members: string; week: string; meals: string }[] = await this.ds.query(
      `SELECT (SELECT count(*) FROM users) AS members,
              (SELECT count(*) FROM community_posts WHERE created_at >= now() - interval '7 days') AS week,
              (SELECT count(*) FROM community_posts
                WHERE food_entry IS NOT NULL AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS meals`,
    );
    const r = rows[0]!;
    return { members: Number(r.members), postsThisWeek: Number(r.week), mealsSharedToday: Number(r.meals) };
  }
}
