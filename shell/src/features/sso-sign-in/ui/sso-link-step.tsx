import { serverMessage } from '@chairside/api-client';
import { PRODUCT, SSO_ERRORS } from '@chairside/contracts/web';
import { useToast, Alert, Box, Button, Typography } from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useState, type KeyboardEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { afterToast } from '../../../shared/lib/after-toast';
import { knownMessage } from '../../../shared/lib/known-messages';
import { useLinkSsoMutation, usePendingSsoLinkQuery } from '../api/sso-api';

/**
 * The work account's verified e-mail belongs to a member: they prove it is them with their PIN once
 * (or with a passkey, through the sign-in screen's passkey button), then the account is linked and they are signed in, landing on `landing`'s path as after any sign-in.
 * It sits inside the sign-in form, so it has no form of its own: Enter in its PIN field links, rather
 * than submitting the e-mail-and-PIN form.
 */
export function SsoLinkStep({ landing }: { landing: (location: Location) => string }) {
  const pending = usePendingSsoLinkQuery();
  const [link, { isLoading }] = useLinkSsoMutation();
  const { toast } = useToast();
  const t = useT();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!pin || isLoading) return;
    setError(null);
    const result = await link({ pin });
    if ('error' in result) {
      setError(serverMessage(result.error) ?? t('Linking did not work. Please try again.'));
      return;
    }
    toast({ title: t('Work account linked'), description: knownMessage(result.data.message) });
    // A full page load, as after the PIN (docs/decisions.md), of the page the member was going to.
    const target = landing(window.location);
    afterToast(() => window.location.assign(target));
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void confirm();
  }

  if (pending.isLoading) return null;
  if (!pending.data) {
    return (
      <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
        {knownMessage(SSO_ERRORS.expired)}
      </Alert>
    );
  }
  return (
    <Box
      component="section"
      aria-labelledby="sso-link-title"
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'primary.main', borderRadius: 2 }}
    >
      <Typography id="sso-link-title" variant="subtitle1" component="h2" gutterBottom>
        {t('Link your work account {{email}}', { email: pending.data.email })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(
          'It has the e-mail address of your {{product}} account. Enter your PIN once, or use “Sign in with a passkey”, to link them; next time, signing in with {{group}} takes you straight in.',
          { product: PRODUCT.name, group: pending.data.groupName },
        )}
      </Typography>
      <TextField
        id="sso-link-pin"
        label={t('PIN')}
        type="password"
        inputMode="numeric"
        autoComplete="current-password"
        value={pin}
        onChange={(e) => setPin(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={isLoading}
        fullWidth
      />
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
      <Button
        type="button"
        variant="contained"
        fullWidth
        sx={{ mt: 2 }}
        onClick={() => void confirm()}
        disabled={isLoading || !pin}
      >
        {isLoading ? t('Linking...') : t('Link and sign in')}
      </Button>
    </Box>
  );
}
