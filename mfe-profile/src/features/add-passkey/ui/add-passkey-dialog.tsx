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
  TextField,
  Typography,
} from '@chairside/ui';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { useId, useRef, useState } from 'react';
import { usePasskeyRegistrationOptionsMutation, useRegisterPasskeyMutation } from '../../../entities/sign-in-methods';
import { PASSKEY_NAME_MAX, passkeyCreationProblem, passkeyNameProblem } from '../model/passkey-name';

const PIN_INPUT = { inputMode: 'numeric', autoComplete: 'current-password', maxLength: 64 } as const;

/** The API's answers that are about the PIN typed: not right, missing, or too many wrong ones. */
const isPinProblem = (error: unknown) => [400, 403, 429].includes((error as { status?: unknown }).status as number);

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
  const pinRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** What is wrong with the PIN, shown by its field (and focus moved there). */
  const [pinError, setPinError] = useState<string | null>(null);

  function pinProblem(message: string) {
    setPinError(message);
    pinRef.current?.focus();
  }

  async function submit() {
    const problem = passkeyNameProblem(name);
    setError(problem);
    setPinError(null);
    if (problem) return;
    if (!pin) return pinProblem('Enter your PIN to confirm it is you.');
    if (!browserSupportsWebAuthn()) return setError('This browser or device cannot make passkeys.');
    setBusy(true);
    try {
      const challenge = await options({ pin });
      if ('error' in challenge) {
        const message = serverMessage(challenge.error);
        if (message && isPinProblem(challenge.error)) return pinProblem(message);
        return setError(message ?? 'Passkeys are unavailable right now. Please try again.');
      }
      let response;
      try {
        response = await startRegistration({ optionsJSON: challenge.data });
      } catch (e) {
        return setError(passkeyCreationProblem(e));
      }
      const r = await register({ name: name.trim(), response });
      if ('error' in r) return setError(serverMessage(r.error) ?? 'The passkey could not be saved. Please try again.');
      toast({ title: 'Passkey added', description: `You can now sign in with "${r.data.name}".` });
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Add a passkey</DialogTitle>
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
            A passkey signs you in with your fingerprint, face or screen lock instead of your PIN. Name it so you know
            which device it is on, and enter your PIN to confirm it is you.
          </Typography>
          <TextField
            label="Passkey name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Work laptop"
            slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX, autoComplete: 'off' } }}
            autoFocus
          />
          <TextField
            label="Your PIN"
            type="password"
            value={pin}
            onChange={(e) => {
              setPin(e.target.value);
              setPinError(null);
            }}
            error={pinError !== null}
            helperText={
              pinError ? <span role="alert">{pinError}</span> : 'Confirms it is you before a passkey is added.'
            }
            inputRef={pinRef}
            slotProps={{ htmlInput: PIN_INPUT }}
          />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy}>
          {busy ? 'Waiting for your device...' : 'Continue'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
