import { Box, Button, SectionCard, Typography } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { API_PATHS } from '@chairside/contracts/web';
import { useT } from '../../shared/i18n';

const ChangePinDialog = lazy(() => import('../../features/change-pin').then((m) => ({ default: m.ChangePinDialog })));
const SignOutEverywhereDialog = lazy(() =>
  import('../../features/sign-out-everywhere').then((m) => ({ default: m.SignOutEverywhereDialog })),
);
const DeleteAccountDialog = lazy(() =>
  import('../../features/delete-account').then((m) => ({ default: m.DeleteAccountDialog })),
);
const ImportDialog = lazy(() => import('../../features/import-data'));

// The download is a plain link to the API: the account's calls (entities/account) load with the
// dialogs that make them, not with the page.
type Open = 'pin' | 'signout' | 'delete' | 'import' | null;

/** The user's own data and account: a download of everything, an import from another app, PIN, sessions, deletion. */
export function YourData() {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const t = useT();
  return (
    <SectionCard title={t('Your data')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('Everything Chairside holds about you is yours: download it as one archive (JSON and CSV) at any time.')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" component="a" href={API_PATHS.exportAccount} download>
          {t('Download my data')}
        </Button>
        <Button variant="outlined" onClick={() => setOpen('import')}>
          {t('Import from MyFitnessPal or Cronometer')}
        </Button>
        <Button variant="outlined" onClick={() => setOpen('pin')}>
          {t('Change PIN')}
        </Button>
        <Button variant="outlined" onClick={() => setOpen('signout')}>
          {t('Sign out everywhere')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setOpen('delete')}>
          {t('Delete my account')}
        </Button>
      </Box>
      <Suspense fallback={null}>
        {open === 'pin' ? <ChangePinDialog onClose={close} /> : null}
        {open === 'signout' ? <SignOutEverywhereDialog onClose={close} /> : null}
        {open === 'delete' ? <DeleteAccountDialog onClose={close} /> : null}
        {open === 'import' ? <ImportDialog onClose={close} /> : null}
      </Suspense>
    </SectionCard>
  );
}
