import { serverMessage } from '@chairside/api-client';
import {
  useCallFailed,
  useToast,
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useId, useState } from 'react';
import { useChangePinMutation } from '../../../entities/account';
import { pinChangeProblem } from '../model/pin-change';
import { useT } from '../../../shared/i18n';

const PIN_INPUT = { inputMode: 'numeric', autoComplete: 'off', maxLength: 12 } as const;

/** Change PIN: the current PIN proves it is the user; the API checks the new one's rules. */
export function ChangePinDialog({ onClose }: { onClose: () => void }) {
  const [changePin, { isLoading }] = useChangePinMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const titleId = useId();
  const formId = useId();
  const t = useT();
  const [currentPin, setCurrentPin] = useState('');
  const [newPin, setNewPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const problem = pinChangeProblem(currentPin, newPin, confirm);
    setError(problem);
    if (problem) return;
    const r = await changePin({ currentPin, newPin });
    if ('error' in r) {
      const status = (r.error as { status?: unknown }).status;
      // A wrong current PIN or a refused new one: the API's words, beside the fields.
      if (status === 400 || status === 403 || status === 429)
        return setError(serverMessage(r.error) ?? t('Please check your PINs.'));
      return failed(r.error, {
        title: t('Error'),
        description: t('Failed to change your PIN. Please try again.'),
        variant: 'destructive',
      });
    }
    toast({
      title: t('PIN changed'),
      description: t('Use your new PIN next time you sign in. Your other sessions were signed out.'),
    });
    onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Change PIN')}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ pt: 1 }}
          component="form"
          id={formId}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={t('Current PIN')}
            type="password"
            value={currentPin}
            onChange={(e) => setCurrentPin(e.target.value)}
            slotProps={{ htmlInput: { ...PIN_INPUT, maxLength: 64 } }}
            autoFocus
          />
          <TextField
            label={t('New PIN')}
            type="password"
            value={newPin}
            onChange={(e) => setNewPin(e.target.value)}
            helperText={t('6 to 12 digits, not an easy one to guess (like 123456)')}
            slotProps={{ htmlInput: PIN_INPUT }}
          />
          <TextField
            label={t('Confirm new PIN')}
            type="password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            slotProps={{ htmlInput: PIN_INPUT }}
          />
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={isLoading}>
          {isLoading ? t('Changing...') : t('Change PIN')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
