import { useCallFailed, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@chairside/ui';
import { useId } from 'react';
import { useSignOutEverywhereMutation } from '../../../entities/account';
import { useT } from '../../../shared/i18n';

/** Sign out everywhere: every session of the user ends, this one too; the app starts again at /. */
export function SignOutEverywhereDialog({ onClose }: { onClose: () => void }) {
  const [signOut, { isLoading }] = useSignOutEverywhereMutation();
  const failed = useCallFailed();
  const titleId = useId();
  const t = useT();

  async function confirm() {
    const r = await signOut();
    if ('error' in r)
      return failed(r.error, {
        title: t('Error'),
        description: t('Failed to sign out everywhere. Please try again.'),
        variant: 'destructive',
      });
    window.location.assign('/');
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Sign out everywhere?')}</DialogTitle>
      <DialogContent>
        <Typography>
          {t(
            'This signs you out on every device and browser, including this one. You can sign in again with your PIN.',
          )}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={isLoading}>
          {isLoading ? t('Signing out...') : t('Sign out everywhere')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
