import { serverMessage, useSignupMutation } from '@chairside/api-client';
// The schema validates the form: this page's chunk loads the full contracts (and zod) when opened.
import { SignupRequest } from '@chairside/contracts';
import { PRODUCT } from '@chairside/contracts/web';
import { useToast, Alert, Box, Button, Card, CardContent, Link, Stack, TextField, Typography } from '@chairside/ui';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HomeLink } from '../../shared/ui/home-link';
import { afterToast } from '../../shared/lib/after-toast';

type Field = 'email' | 'name' | 'pin' | 'confirm';

export function SignupPage() {
  const [signup, { isLoading }] = useSignupMutation();
  const { toast } = useToast();
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
    if (!parsed.success) for (const i of parsed.error.issues) next[i.path[0] as Field] ??= i.message;
    if (form.pin !== form.confirm) next.confirm = 'PINs do not match';
    setErrors(next);
    if (!parsed.success || next.confirm) return;
    const result = await signup(parsed.data);
    if ('error' in result) {
      setFailure(serverMessage(result.error) ?? 'Sign-up failed. Please try again.');
      return;
    }
    toast({ title: 'Welcome to Chairside', description: result.data.message });
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
            Create your {PRODUCT.name} account
          </Typography>
          <Stack spacing={2}>
            {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
            {field('name', 'Name', { autoComplete: 'name' })}
            {field('pin', 'PIN', { type: 'password', inputMode: 'numeric', autoComplete: 'new-password' })}
            {field('confirm', 'Confirm PIN', { type: 'password', inputMode: 'numeric', autoComplete: 'new-password' })}
            <Typography variant="body2" color="text.secondary">
              Your PIN is 6 to 12 digits, not a repeated digit or a run like 123456.
            </Typography>
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Button type="submit" variant="contained" size="large" disabled={isLoading}>
              {isLoading ? 'Creating account...' : 'Create account'}
            </Button>
          </Stack>
          <Typography variant="body2" sx={{ mt: 2 }}>
            Already have an account?{' '}
            <Link component={RouterLink} to="/login">
              Sign in
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
