import { API_PATHS } from '@chairside/contracts/web';
import { useToast } from '@chairside/ui';
import { useCallback } from 'react';
import { useT } from '../../shared/i18n';

/** The landing card's sign-in fields are `landing-username` and `landing-pin`. */
export const LANDING_FORM_ID_PREFIX = 'landing';
const LANDING_USERNAME_ID = `${LANDING_FORM_ID_PREFIX}-username`;

export function focusUsername(): void {
  const field = document.getElementById(LANDING_USERNAME_ID);
  field?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  field?.focus({ preventScroll: true });
}

/**
 * Before a call-to-action sends someone to its target, ask the server whether they are
 * signed in (a plain fetch: an ok status means yes); if not, focus the username field and say so.
 */
export function useProtectedCta() {
  const { toast } = useToast();
  const t = useT();
  return useCallback(
    async (target: string) => {
      const res = await fetch(API_PATHS.currentUser, { credentials: 'include' }).catch(() => null);
      if (res?.ok) {
        window.location.assign(target);
        return;
      }
      focusUsername();
      toast({
        title: t('Please log in first'),
        description: t('Use the login form above to access the app.'),
        variant: 'warning',
      });
    },
    [toast, t],
  );
}
