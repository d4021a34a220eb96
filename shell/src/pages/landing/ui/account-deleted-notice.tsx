import { Alert, AlertTitle } from '@chairside/ui';
import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n';

/** Where Delete my account sends the browser once the account is gone. */
const DELETED = 'deleted';

/**
 * After Delete my account the app starts again here, signed out: say that the account was deleted,
 * rather than leaving the member to wonder whether it worked. The mark leaves the address at once,
 * so a reload or a shared link does not say it again.
 */
export function AccountDeletedNotice() {
  const t = useT();
  const [shown] = useState(() => new URLSearchParams(window.location.search).get('account') === DELETED);
  useEffect(() => {
    if (!shown) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('account');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [shown]);
  if (!shown) return null;
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{t('Your account has been deleted')}</AlertTitle>
      {t('Your profile, entries, photos and posts are gone for good, and you are signed out on every device.')}
    </Alert>
  );
}
