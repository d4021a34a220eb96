import type { CommunityPost } from '@chairside/contracts/web';
import { t } from '../../../shared/i18n';

/** The optimistic toggle, one like more or one fewer, shown before the server answers. */
export function toggledLike(post: Pick<CommunityPost, 'likedByMe' | 'likesCount'>) {
  return post.likedByMe
    ? { likedByMe: false, likesCount: Math.max(0, post.likesCount - 1) }
    : { likedByMe: true, likesCount: post.likesCount + 1 };
}

/** The button's name says what it does and how many like the post. */
export const likeLabel = (likesCount: number) =>
  t('Like, {{count}} likes', { defaultValue_one: 'Like, {{count}} like', count: likesCount });
