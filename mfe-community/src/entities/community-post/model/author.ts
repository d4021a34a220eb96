import type { CommunityPost } from '@chairside/contracts/web';
import { t } from '../../../shared/i18n';

type Author = Pick<CommunityPost['user'], 'firstName' | 'lastName'>;

/** First and last name; a member who gave neither is still someone. */
export function authorName(user: Author): string {
  return (
    [user.firstName, user.lastName]
      .filter((s) => s && s.trim())
      .join(' ')
      .trim() || t('Community member')
  );
}

/** decisions.md: the first letters of the first two words of the display name. */
export function authorInitials(user: Author): string {
  if (!user.firstName?.trim() && !user.lastName?.trim()) return '?';
  return authorName(user)
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
