import { serverMessage } from '@chairside/api-client';
import {
  useCallFailed,
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useId, useState } from 'react';
import { useDeleteAccountMutation } from '../../../entities/account';
import { useT } from '../../../shared/i18n';

/** Delete my account: asks for the PIN; afterwards the app starts again at /, signed out, saying so. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const failed = useCallFailed();
  const titleId = useId();
  const formId = useId();
  const t = useT();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!pin) return setError(t('Enter your PIN to confirm.'));
    const r = await deleteAccount({ pin });
    if ('error' in r) {
      const status = (r.error as { status?: unknown }).status;
      if (status === 400 || status === 403 || status === 429)
        return setError(serverMessage(r.error) ?? t('Wrong PIN.'));
      return failed(r.error, {
        title: t('Error'),
        description: t('Failed to delete your account. Please try again.'),
        variant: 'destructive',
      });
    }
    window.location.assign('/?account=deleted');
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Delete my account')}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          component="form"
          id={formId}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Alert severity="warning">
            <AlertTitle>{t('This cannot be undone')}</AlertTitle>
            {t(
              'Your profile, goals, food and exercise entries, photos, community posts, comments and likes, and health exports are deleted for good, and you are signed out everywhere.',
            )}
          </Alert>
          <Typography>{t('Download your data first if you want a copy. Enter your PIN to confirm.')}</Typography>
          <TextField
            label={t('PIN')}
            type="password"
            value={pin}
            onChange={(e) => setPin(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'current-password', maxLength: 64 } }}
            autoFocus
          />
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" color="error" disabled={isLoading}>
          {isLoading ? t('Deleting...') : t('Delete my account')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
