import { serverMessage, useSignupMutation } from '@chairside/api-client';
// The schema validates the form: this page's chunk loads the full contracts (and zod) when opened.
import { SignupRequest } from '@chairside/contracts';
import { PRODUCT } from '@chairside/contracts/web';
import { useToast, Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HomeLink } from '../../shared/ui/home-link';
import { useT } from '../../shared/i18n';
import { afterToast } from '../../shared/lib/after-toast';
import { knownMessage } from '../../shared/lib/known-messages';

type Field = 'email' | 'name' | 'pin' | 'confirm';

export function SignupPage() {
  const [signup, { isLoading }] = useSignupMutation();
  const { toast } = useToast();
  const t = useT();
  const [form, setForm] = useState<Record<Field, string>>({ email: '', name: '', pin: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (f: Field) => (e: { target: { value: string } }) => setForm((v) => ({ ...v, [f]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    // The same schema the API validates with (libs/contracts).
    const parsed = SignupRequest.safeParse({ email: form.email, name: form.name, pin: form.pin });
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const i of parsed.error.issues) next[i.path[0] as Field] ??= knownMessage(i.message);
    if (form.pin !== form.confirm) next.confirm = t('PINs do not match');
    setErrors(next);
    if (!parsed.success || next.confirm) return;
    const result = await signup(parsed.data);
    if ('error' in result) {
      setFailure(serverMessage(result.error) ?? t('Sign-up failed. Please try again.'));
      return;
    }
    toast({ title: t('Welcome to Chairside'), description: knownMessage(result.data.message) });
    // A new account starts on the first-run plan, which can be skipped to the dashboard.
    afterToast(() => window.location.assign('/welcome'));
  }

  const field = (f: Field, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      id={`signup-${f}`}
      label={label}
      value={form[f]}
      onChange={set(f)}
      error={Boolean(errors[f])}
      helperText={errors[f]}
      disabled={isLoading}
      fullWidth
      {...props}
    />
  );

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, minHeight: '70vh' }}>
      <HomeLink />
      <Card sx={{ width: '100%', maxWidth: 440 }} variant="outlined">
        <CardContent component="form" onSubmit={submit} noValidate>
          <Typography variant="h1" component="h1" gutterBottom>
            {t('Create your {{product}} account', { product: PRODUCT.name })}
          </Typography>
          <Stack spacing={2}>
            {field('email', t('Email'), { type: 'email', autoComplete: 'email' })}
            {field('name', t('Name'), { autoComplete: 'name' })}
            {field('pin', t('PIN'), { type: 'password', inputMode: 'numeric', autoComplete: 'new-password' })}
            {field('confirm', t('Confirm PIN'), {
              type: 'password',
              inputMode: 'numeric',
              autoComplete: 'new-password',
            })}
            <Typography variant="body2" color="text.secondary">
              {t('Your PIN is 6 to 12 digits, not a repeated digit or a run like 123456.')}
            </Typography>
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Button type="submit" variant="contained" size="large" disabled={isLoading}>
              {isLoading ? t('Creating account...') : t('Create account')}
            </Button>
          </Stack>
          <Typography variant="body2" sx={{ mt: 2 }}>
            {t('Already have an account?')}{' '}
            <Link component={RouterLink} to="/login">
              {t('Sign in')}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
