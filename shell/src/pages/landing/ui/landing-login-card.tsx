import { useToast, Card, Link, Typography } from '@chairside/ui';
import { SignInForm, type Credentials } from '../../../features/sign-in';
import { afterToast } from '../../../shared/lib/after-toast';
import { useLandingLogin } from '../use-landing-login';
import { LANDING_FORM_ID_PREFIX } from '../use-protected-cta';

/** 'Start Your Journey': any answer that is not a failure signs in; a failure is a toast. */
export function LandingLoginCard() {
  const { login, isLoading } = useLandingLogin();
  const { toast } = useToast();

  async function submit(credentials: Credentials) {
    const result = await login(credentials);
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
      <SignInForm
        idPrefix={LANDING_FORM_ID_PREFIX}
        usernameLabel="Email Address"
        submitLabel="Access Dashboard"
        isLoading={isLoading}
        onSubmit={submit}
        heading={
          <Typography variant="h2" component="h2" gutterBottom>
            Start Your Journey
          </Typography>
        }
        afterSubmit={
          <Typography variant="body2">
            New to Chairside? <Link href="/signup">Create an account</Link>
          </Typography>
        }
      />
    </Card>
  );
}
