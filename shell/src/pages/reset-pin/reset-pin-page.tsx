import { serverMessage } from '@chairside/api-client';
// The schema validates the form: this page's chunk loads the full contracts (and zod) when opened.
import { NewPin } from '@chairside/contracts';
import { Alert, Box, Button, Card, CardContent, i18n, Link, Stack, Typography } from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useEffect, useRef, useState, type FormEvent } from 'react';
// Trans without the shared hook's context: it lands in this page's chunk only, not in the shared react-i18next.
import { Trans } from 'react-i18next/TransWithoutContext';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useT } from '../../shared/i18n';
import { knownMessage, knownMessageOr } from '../../shared/lib/known-messages';
import { HomeLink } from '../../shared/ui/home-link';
import { useCompletePinResetMutation } from './api/complete-pin-reset';
import { resetTokenFrom } from './reset-token';

type Field = 'pin' | 'confirm';

/** The page an e-mailed "Forgot PIN?" link opens: a new PIN, twice. */
export function ResetPinPage() {
  const t = useT();
  const token = resetTokenFrom(useLocation().hash);
  const [completeReset, { isLoading }] = useCompletePinResetMutation();
  const [form, setForm] = useState<Record<Field, string>>({ pin: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const set = (f: Field) => (e: { target: { value: string } }) => setForm((v) => ({ ...v, [f]: e.target.value }));

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!token) return;
    setFailure(null);
    // The rules the API checks the new PIN with (libs/contracts).
    const parsed = NewPin.safeParse(form.pin);
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success) next.pin = knownMessageOr(parsed.error.issues[0]?.message, t('Choose another PIN'));
    if (form.pin !== form.confirm) next.confirm = t('PINs do not match');
    setErrors(next);
    if (next.pin || next.confirm) return;
    const result = await completeReset({ token, newPin: form.pin });
    if ('error' in result) {
      setFailure(serverMessage(result.error) ?? t('The new PIN was not set. Please try again.'));
      return;
    }
    setDone(knownMessage(result.data.message));
  }

  const field = (f: Field, label: string) => (
    <TextField
      id={`reset-pin-${f}`}
      label={label}
      type="password"
      inputMode="numeric"
      autoComplete="new-password"
      value={form[f]}
      onChange={set(f)}
      error={Boolean(errors[f])}
      helperText={errors[f]}
      disabled={isLoading}
      required
      fullWidth
    />
  );

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, minHeight: '70vh' }}>
      <HomeLink />
      <Card sx={{ width: '100%', maxWidth: 420 }} variant="outlined">
        <CardContent component="form" onSubmit={submit} noValidate>
          <Typography variant="h1" component="h1" gutterBottom>
            {t('Choose a new PIN')}
          </Typography>
          {done ? (
            <Stack spacing={2}>
              <Alert severity="success" role="status" ref={doneRef} tabIndex={-1}>
                {done}
              </Alert>
              {/* A full page load: any session this browser had ended with the reset. */}
              <Button href="/login" variant="contained" size="large">
                {t('Sign in')}
              </Button>
            </Stack>
          ) : !token ? (
            <Alert severity="error" role="alert">
              <Trans
                t={t}
                i18n={i18n}
                i18nKey="This link is incomplete. Open the link from the e-mail again, or <ask>ask for a new one</ask>."
                // Not <link>: the parser treats that HTML name as an empty element and would leave the words outside.
                components={{ ask: <Link component={RouterLink} to="/forgot-pin" /> }}
              />
            </Alert>
          ) : (
            <Stack spacing={2}>
              {field('pin', t('New PIN'))}
              {field('confirm', t('Confirm new PIN'))}
              <Typography variant="body2" color="text.secondary">
                {t(
                  'Your PIN is 6 to 12 digits, not a repeated digit or a run like 123456. Setting it signs you out everywhere.',
                )}
              </Typography>
              {failure ? (
                <Alert severity="error" role="alert">
                  {failure}{' '}
                  <Link component={RouterLink} to="/forgot-pin">
                    {t('Ask for a new link')}
                  </Link>
                </Alert>
              ) : null}
              <Button type="submit" variant="contained" size="large" disabled={isLoading}>
                {isLoading ? t('Saving...') : t('Set new PIN')}
              </Button>
            </Stack>
          )}
          {done ? null : (
            <Typography variant="body2" sx={{ mt: 2 }}>
              <Link component={RouterLink} to="/login">
                {t('Back to sign in')}
              </Link>
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
