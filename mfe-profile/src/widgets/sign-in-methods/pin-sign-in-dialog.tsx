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
import { useId, useState } from 'react';
import { useSetPinSignInMutation } from './api/pin-sign-in-api';
import { PinConfirmationField, usePinConfirmation } from '../../shared/ui/pin-confirmation';
import { useT } from '../../shared/i18n';

/**
 * Turning PIN sign-in on or off asks for the PIN first, either way: a session alone (a copied cookie,
 * an unlocked laptop) cannot switch it off and leave the owner no way in.
 */
export function PinSignInDialog({ enable, onClose }: { enable: boolean; onClose: () => void }) {
  const [setPinSignIn, { isLoading }] = useSetPinSignInMutation();
  const { toast } = useToast();
  const titleId = useId();
  const formId = useId();
  const t = useT();
  const confirmation = usePinConfirmation();
  /** Anything else the API refused (no passkey yet, a failure). */
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    confirmation.clear();
    setError(null);
    if (confirmation.missing()) return;
    const r = await setPinSignIn({ enabled: enable, pin: confirmation.pin });
    if ('error' in r) {
      const message = serverMessage(r.error);
      if (confirmation.fromApi(r.error, message)) return;
      return setError(message ?? t('PIN sign-in could not be changed. Please try again.'));
    }
    toast({
      title: enable ? t('PIN sign-in on') : t('PIN sign-in off'),
      description: enable ? t('Your PIN signs you in again.') : t('Sign in with a passkey from now on.'),
    });
    onClose();
  }

  const action = enable ? t('Turn on') : t('Turn off');
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {enable ? t('Turn on sign-in with PIN?') : t('Turn off sign-in with PIN?')}
      </DialogTitle>
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
            {`${
              enable
                ? t('Your PIN will sign you in again, as well as your passkeys.')
                : t(
                    'Your PIN alone will no longer sign you in: you will use a passkey. You still need your PIN to change it or delete your account.',
                  )
            } ${t('Enter your PIN to confirm it is you.')}`}
          </Typography>
          <PinConfirmationField confirmation={confirmation} autoFocus />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('Cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={isLoading}>
          {isLoading ? t('Saving...') : action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
