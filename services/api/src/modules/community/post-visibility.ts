import { API_PATHS, COMMUNITY_LIMITS } from '@chairside/contracts';

const N = COMMUNITY_LIMITS.reportsToHide;

/**
 * Hidden from everyone but its author: reported by enough established members (docs/decisions.md,
 * "Community"). `reports_count` counts every report (account deletion takes a member's off it), so it
 * is a cheap first test: the reports are counted only for the rare post that has that many.
 * `p` is the alias of the community_posts row.
 */
export const hiddenFromAll = (p: string) =>
  `(${p}.reports_count >= ${N} AND (SELECT count(*) FROM post_reports hr WHERE hr.post_id = ${p}.id AND hr.counts) >= ${N})`;

/** What `me` may see of post `p`: not reported by them, and not hidden from everyone unless it is theirs. */
export const visibleTo = (p: string, me: string) =>
  `(${p}.user_id = ${me} OR NOT ${hiddenFromAll(p)})
    AND NOT EXISTS (SELECT 1 FROM post_reports r WHERE r.post_id = ${p}.id AND r.user_id = ${me})`;

/** The post `$2` if the user `$1` may see it (its id and author), else no row. */
export const VISIBLE_POST = `SELECT id, user_id FROM community_posts vp WHERE vp.id = $2 AND ${visibleTo('vp', '$1')}`;

const PROFILE_IMAGE_PREFIX = API_PATHS.profileImage.replace(':id', '');

/**
 * The author's current photo, joined on the photo itself: never a URL stored with the post or typed
 * into a profile, so nobody's posts can wear another member's face, and a new photo shows on every
 * earlier post. `author` is an expression giving the author's user id; the column is `avatar`.
 */
export const authorAvatar = (author: string) =>
  `LEFT JOIN LATERAL (SELECT '${PROFILE_IMAGE_PREFIX}' || pi.id AS avatar FROM profile_images pi
                       WHERE pi.user_id = ${author} ORDER BY pi.created_at DESC LIMIT 1) av ON true`;

/**
 * Whether user `$1` is an established member now: an account at least a day old that has done
 * something of its own. Only their reports count toward hiding a post from everyone.
 */
export const ESTABLISHED = `SELECT u.created_at <= now() - make_interval(hours => ${COMMUNITY_LIMITS.establishedAfterHours})
    AND (EXISTS (SELECT 1 FROM food_entries WHERE user_id = $1)
      OR EXISTS (SELECT 1 FROM exercise_entries WHERE user_id = $1)
      OR EXISTS (SELECT 1 FROM community_posts WHERE user_id = $1)
      OR EXISTS (SELECT 1 FROM post_comments WHERE user_id = $1)) AS established
  FROM users u WHERE u.id = $1`;
