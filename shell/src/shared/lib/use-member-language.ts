import { changeLanguage } from '@chairside/ui';
import type { User } from '@chairside/contracts/web';
import { useEffect } from 'react';

/** The member's language follows them: once their profile says one, every device opens in it. */
export function useMemberLanguage(user: User | null | undefined) {
  const language = user?.language;
  useEffect(() => {
    if (language) void changeLanguage(language);
  }, [language]);
}
