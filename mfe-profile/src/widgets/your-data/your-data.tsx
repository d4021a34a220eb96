import { Box, Button, SectionCard, Typography } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { ACCOUNT_EXPORT_URL } from '../../entities/account';

const ChangePinDialog = lazy(() => import('../../features/change-pin').then((m) => ({ default: m.ChangePinDialog })));
const SignOutEverywhereDialog = lazy(() =>
  import('../../features/sign-out-everywhere').then((m) => ({ default: m.SignOutEverywhereDialog })),
);
const DeleteAccountDialog = lazy(() =>
  import('../../features/delete-account').then((m) => ({ default: m.DeleteAccountDialog })),
);

type Open = 'pin' | 'signout' | 'delete' | null;

/** The user's own data and account: a download of everything, PIN, sessions, deletion. */
export function YourData() {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <SectionCard title="Your data">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Everything Chairside holds about you is yours: download it as one archive (JSON and CSV) at any time.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" component="a" href={ACCOUNT_EXPORT_URL} download>
          Download my data
        </Button>
        <Button variant="outlined" onClick={() => setOpen('pin')}>
          Change PIN
        </Button>
        <Button variant="outlined" onClick={() => setOpen('signout')}>
          Sign out everywhere
        </Button>
        <Button variant="outlined" color="error" onClick={() => setOpen('delete')}>
          Delete my account
        </Button>
      </Box>
      <Suspense fallback={null}>
        {open === 'pin' ? <ChangePinDialog onClose={close} /> : null}
        {open === 'signout' ? <SignOutEverywhereDialog onClose={close} /> : null}
        {open === 'delete' ? <DeleteAccountDialog onClose={close} /> : null}
      </Suspense>
    </SectionCard>
  );
}
