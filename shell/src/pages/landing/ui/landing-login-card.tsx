import { useToast, Button, Card, CardContent, Link, Stack, TextField, Typography } from '@chairside/ui';
import { useState, type FormEvent } from 'react';
import { afterToast } from '../../../shared/lib/after-toast';
import { useLandingLogin } from '../use-landing-login';
import { LANDING_USERNAME_ID } from '../use-protected-cta';

/** spec 2: 'Start Your Journey' — any non-failing answer is a success; failures are a toast. */
export function LandingLoginCard() {
  const { login, isLoading } = useLandingLogin();
  const { toast } = useToast();
  const [username, setUsername] = useState('');
  const [pin, setPin] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = await login({ username, pin });
    if (!result.ok) {
      toast({
        title: 'Login failed',
        description: 'Please check your credentials and try again.',
        variant: 'destructive',
        // Someone new who tried the card first finds the way to an account from here. Plain links:
        // the signed-out landing page runs without the router (shell/src/landing/main.tsx).
        action: { label: 'Create an account', onClick: () => window.location.assign('/signup') },
      });
      return;
    }
    toast({ title: 'Login successful', description: result.message });
    afterToast(() => window.location.assign('/dashboard'));
  }

  return (
    <Card id="start" variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
      <CardContent component="form" onSubmit={submit} noValidate>
        <Typography variant="h2" component="h2" gutterBottom>
          Start Your Journey
        </Typography>
        <Stack spacing={2}>
          <TextField
            id={LANDING_USERNAME_ID}
            label="Email"
            type="email"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            disabled={isLoading}
            fullWidth
          />
          <TextField
            id="landing-pin"
            label="PIN"
            type="password"
            inputMode="numeric"
            autoComplete="current-password"
            value={pin}
            onChange={(e) => setPin(e.target.value)}
            disabled={isLoading}
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={isLoading || !username.trim() || !pin}>
            {isLoading ? 'Signing in...' : 'Access Dashboard'}
          </Button>
          <Typography variant="body2">
            New to Chairside? <Link href="/signup">Create an account</Link>
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
