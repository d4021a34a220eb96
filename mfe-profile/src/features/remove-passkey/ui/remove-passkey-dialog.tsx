import { serverMessage } from '@chairside/api-client';
import type { Passkey } from '@chairside/contracts';
import { useToast, Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@chairside/ui';
import { useId, useState } from 'react';
import { useDeletePasskeyMutation } from '../api/delete-passkey-api';
import { useT } from '../../../shared/i18n';

/** Remove a passkey, after asking: the device keeps it, but Chairside no longer accepts it. */
export function RemovePasskeyDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const [remove, { isLoading }] = useDeletePasskeyMutation();
  const { toast } = useToast();
  const titleId = useId();
  const t = useT();
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    const r = await remove(passkey.id);
    if ('error' in r)
      return setError(serverMessage(r.error) ?? t('The passkey could not be removed. Please try again.'));
    toast({
      title: t('Passkey removed'),
      description: t('"{{name}}" no longer signs you in.', { name: passkey.name }),
    });
    onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Remove "{{name}}"?', { name: passkey.name })}</DialogTitle>
      <DialogContent>
        <Typography>
          {t(
            'You will no longer be able to sign in with this passkey. You can remove it from the device too, in its password or passkey settings.',
          )}
        </Typography>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('Cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={isLoading}>
          {isLoading ? t('Removing...') : t('Remove passkey')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
