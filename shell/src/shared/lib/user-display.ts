import type { User } from '@chairside/contracts/web';
import { t } from '../i18n';

/** Profile name, else the part of the e-mail before the @, else 'User'. */
export function displayName(user: Pick<User, 'email' | 'profile'>): string {
  const name = user.profile?.name?.trim();
  if (name) return name;
  const local = user.email?.split('@')[0]?.trim();
  return local || t('User');
}

/** decisions.md: first letters of the first two words of the name; else first two letters of the e-mail. */
export function initials(user: Pick<User, 'email' | 'profile'>): string {
  const words = user.profile?.name?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length)
    return words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('');
  return (user.email ?? '').slice(0, 2).toUpperCase() || 'U';
}
