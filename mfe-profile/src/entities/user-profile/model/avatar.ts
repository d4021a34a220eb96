import type { User } from '@chairside/contracts/web';

type Who = Pick<User, 'email' | 'profile'>;

/**
 * The avatar's fallback: up to 2 letters of the name (decisions.md: the first letters of its first
 * two words, as the top navigation shows them), else the e-mail's first 2, else U.
 */
export function avatarLetters(user: Who | null | undefined): string {
  const words = user?.profile?.name?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length)
    return words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('');
  return (user?.email ?? '').slice(0, 2).toUpperCase() || 'U';
}

/** The profile photo to show, if any (the profile's, else the account's). */
export const avatarImage = (user: (Who & Pick<User, 'profileImageUrl'>) | null | undefined) =>
  user?.profile?.profileImageUrl ?? user?.profileImageUrl ?? undefined;
