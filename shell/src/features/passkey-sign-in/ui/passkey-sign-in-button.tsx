import { serverMessage } from '@chairside/api-client';
import { useToast, Alert, Box, Button, Typography } from '@chairside/ui';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { afterToast } from '../../../shared/lib/after-toast';
import { knownMessage } from '../../../shared/lib/known-messages';
import { usePasskeyLoginMutation, usePasskeyLoginOptionsMutation } from '../api/passkey-login-api';
import { passkeySignInProblem } from '../model/passkey-problem';

/**
 * "Sign in with a passkey": no e-mail address typed, the browser offers the passkeys it holds for
 * this site (discoverable credentials). On success, a full page load of `landing`'s path: the sign-in
 * screen passes the PIN form's (the sign-in feature's afterSignInPath), so both land alike.
 */
export function PasskeySignInButton({ landing }: { landing: (location: Location) => string }) {
  const [options] = usePasskeyLoginOptionsMutation();
  const [login] = usePasskeyLoginMutation();
  const { toast } = useToast();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn() {
    setError(null);
    if (!browserSupportsWebAuthn())
      return setError(passkeySignInProblem(Object.assign(new Error(), { name: 'NotSupportedError' })));
    setBusy(true);
    try {
      const challenge = await options();
      if ('error' in challenge)
        return setError(serverMessage(challenge.error) ?? t('Passkey sign-in is unavailable. Please try again.'));
      let response;
      try {
        response = await startAuthentication({ optionsJSON: challenge.data });
      } catch (e) {
        return setError(passkeySignInProblem(e));
      }
      const result = await login({ response });
      if ('error' in result)
        return setError(serverMessage(result.error) ?? t('Passkey sign-in failed. Please try again.'));
      toast({ title: t('Login successful'), description: knownMessage(result.data.message) });
      // A full page load, as after the PIN (docs/decisions.md), so every remote starts with the new session.
      const target = landing(window.location);
      afterToast(() => window.location.assign(target));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 1 }}>
        {t('or, without typing anything')}
      </Typography>
      <Button fullWidth variant="outlined" onClick={() => void signIn()} disabled={busy} aria-busy={busy}>
        {busy ? t('Waiting for your passkey...') : t('Sign in with a passkey')}
      </Button>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
