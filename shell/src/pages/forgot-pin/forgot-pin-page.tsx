import { serverMessage } from '@chairside/api-client';
// The schema validates the form: this page's chunk loads the full contracts (and zod) when opened.
import { RequestPinResetRequest } from '@chairside/contracts';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../shared/i18n';
import { knownMessage, knownMessageOr } from '../../shared/lib/known-messages';
import { HomeLink } from '../../shared/ui/home-link';
import { useRequestPinResetMutation } from './api/request-pin-reset';

/** "Forgot PIN?": an e-mail address in, the same answer out whether or not it has an account. */
export function ForgotPinPage() {
  const t = useT();
  const [requestReset, { isLoading }] = useRequestPinResetMutation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  // The answer replaces the form: focus moves to it, so a screen reader reads it at once.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const parsed = RequestPinResetRequest.safeParse({ email });
    setInvalid(
      parsed.success ? null : knownMessageOr(parsed.error.issues[0]?.message, t('Enter a valid e-mail address')),
    );
    if (!parsed.success) return;
    const result = await requestReset(parsed.data);
    if ('error' in result) {
      setFailure(serverMessage(result.error) ?? t('The request did not go through. Please try again.'));
      return;
    }
    setSent(knownMessage(result.data.message));
  }

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, minHeight: '70vh' }}>
      <HomeLink />
      <Card sx={{ width: '100%', maxWidth: 420 }} variant="outlined">
        <CardContent component="form" onSubmit={submit} noValidate>
          <Typography variant="h1" component="h1" gutterBottom>
            {t('Forgot your PIN?')}
          </Typography>
          {sent ? (
            <Alert severity="success" role="status" ref={sentRef} tabIndex={-1}>
              {sent}
            </Alert>
          ) : (
            <Stack spacing={2}>
              <Typography color="text.secondary">
                {t('Enter the e-mail address you sign in with. We will send it a link to choose a new PIN.')}
              </Typography>
              <TextField
                id="forgot-pin-email"
                label={t('Email Address')}
                // A plain text field, as on the sign-in screens: the form checks the address itself.
                type="text"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={Boolean(invalid)}
                helperText={invalid}
                disabled={isLoading}
                required
                fullWidth
              />
              {failure ? (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <Button type="submit" variant="contained" size="large" disabled={isLoading}>
                {isLoading ? t('Sending...') : t('Send reset link')}
              </Button>
            </Stack>
          )}
          <Typography variant="body2" sx={{ mt: 2 }}>
            <Link component={RouterLink} to="/login">
              {t('Back to sign in')}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
