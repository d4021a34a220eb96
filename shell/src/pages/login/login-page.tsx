import { serverMessage, useLoginMutation } from '@chairside/api-client';
import { DEMO_ACCOUNTS, PRODUCT } from '@chairside/contracts/web';
import { useToast, Alert, Box, Card, Link, Typography } from '@chairside/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ForgotPinLink } from '../../features/forgot-pin-link';
import { PasskeySignInButton } from '../../features/passkey-sign-in';
import { afterSignInPath, SignInForm, type Credentials } from '../../features/sign-in';
import { SsoSignIn } from '../../features/sso-sign-in';
import { HomeLink } from '../../shared/ui/home-link';
import { useT } from '../../shared/i18n';
import { afterToast } from '../../shared/lib/after-toast';
import { knownMessage, knownMessageOr, productTagline } from '../../shared/lib/known-messages';

export function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const { toast } = useToast();
  const t = useT();
  const [error, setError] = useState<string | null>(null);

  async function submit(credentials: Credentials) {
    setError(null);
    try {
      const result = await login(credentials);
      if ('error' in result) {
        setError(serverMessage(result.error) ?? t('Login failed'));
        return;
      }
      if (!result.data.success) {
        setError(knownMessageOr(result.data.message, t('Login failed')));
        return;
      }
      toast({ title: t('Login successful'), description: knownMessage(result.data.message) });
      // A full page load (docs/decisions.md), so every remote starts with the new session, of the page
      // the member was going to.
      const target = afterSignInPath(window.location);
      afterToast(() => window.location.assign(target));
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('An error occurred during login'));
    }
  }

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, minHeight: '70vh' }}>
      <HomeLink />
      <Card sx={{ width: '100%', maxWidth: 420 }} variant="outlined">
        <SignInForm
          idPrefix="login"
          usernameLabel={t('Username (Email)')}
          submitLabel={t('Sign In')}
          isLoading={isLoading}
          onSubmit={submit}
          required
          heading={
            <>
              <Typography variant="h1" component="h1" gutterBottom>
                {t('Sign in to {{product}}', { product: PRODUCT.name })}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {productTagline(PRODUCT.tagline)}
              </Typography>
            </>
          }
          beforeSubmit={
            error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null
          }
        >
          <PasskeySignInButton landing={afterSignInPath} />
          <SsoSignIn landing={afterSignInPath} />
          <ForgotPinLink />
          <Box sx={{ mt: 3, p: 2, bgcolor: 'grey.100', borderRadius: 2 }} aria-label={t('Demo accounts')}>
            <Typography variant="subtitle2" gutterBottom>
              {t('Demo accounts')}
            </Typography>
            {DEMO_ACCOUNTS.map((d) => (
              <Typography key={d.username} variant="body2">
                <strong>{d.username}</strong>
                {` · ${t('PIN')} ${d.pin}`}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 2 }}>
            {t('New to {{product}}?', { product: PRODUCT.name })}{' '}
            <Link component={RouterLink} to="/signup">
              {t('Create an account')}
            </Link>
          </Typography>
        </SignInForm>
      </Card>
    </Box>
  );
}
