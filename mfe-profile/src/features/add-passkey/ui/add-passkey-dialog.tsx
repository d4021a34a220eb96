import { serverMessage } from '@chairside/api-client';
import {
  useToast,
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { useId, useState } from 'react';
import { usePasskeyRegistrationOptionsMutation, useRegisterPasskeyMutation } from '../api/passkey-registration-api';
import { PinConfirmationField, usePinConfirmation } from '../../../shared/ui/pin-confirmation';
import { PASSKEY_NAME_MAX, passkeyCreationProblem, passkeyNameProblem } from '../model/passkey-name';
import { useT } from '../../../shared/i18n';

/**
 * Add a passkey: the member names it and confirms it is them with their PIN (a session alone adds
 * none), then the browser (or phone) makes it.
 */
export function AddPasskeyDialog({ onClose }: { onClose: () => void }) {
  const [options] = usePasskeyRegistrationOptionsMutation();
  const [register] = useRegisterPasskeyMutation();
  const { toast } = useToast();
  const titleId = useId();
  const formId = useId();
  const t = useT();
  const [name, setName] = useState('');
  const confirmation = usePinConfirmation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const problem = passkeyNameProblem(name);
    setError(problem);
    confirmation.clear();
    if (problem) return;
    if (confirmation.missing()) return;
    if (!browserSupportsWebAuthn()) return setError(t('This browser or device cannot make passkeys.'));
    setBusy(true);
    try {
      const challenge = await options({ pin: confirmation.pin });
      if ('error' in challenge) {
        const message = serverMessage(challenge.error);
        if (confirmation.fromApi(challenge.error, message)) return;
        return setError(message ?? t('Passkeys are unavailable right now. Please try again.'));
      }
      let response;
      try {
        response = await startRegistration({ optionsJSON: challenge.data });
      } catch (e) {
        return setError(passkeyCreationProblem(e));
      }
      const r = await register({ name: name.trim(), response });
      if ('error' in r)
        return setError(serverMessage(r.error) ?? t('The passkey could not be saved. Please try again.'));
      toast({
        title: t('Passkey added'),
        description: t('You can now sign in with "{{name}}".', { name: r.data.name }),
      });
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Add a passkey')}</DialogTitle>
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
          <Typography color="text.secondary">
            {t(
              'A passkey signs you in with your fingerprint, face or screen lock instead of your PIN. Name it so you know which device it is on, and enter your PIN to confirm it is you.',
            )}
          </Typography>
          <TextField
            label={t('Passkey name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('Work laptop')}
            slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX, autoComplete: 'off' } }}
            autoFocus
          />
          <PinConfirmationField confirmation={confirmation} hint={t('Confirms it is you before a passkey is added.')} />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('Cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy}>
          {busy ? t('Waiting for your device...') : t('Continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
