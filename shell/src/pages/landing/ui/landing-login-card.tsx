import { PRODUCT } from '@chairside/contracts/web';
import { useToast, Card, Link, Typography } from '@chairside/ui';
import { SignInForm, type Credentials } from '../../../features/sign-in';
import { useT } from '../../../shared/i18n';
import { afterToast } from '../../../shared/lib/after-toast';
import { knownMessage } from '../../../shared/lib/known-messages';
import { useLandingLogin } from '../use-landing-login';
import { LANDING_FORM_ID_PREFIX } from '../use-protected-cta';

/** 'Start Your Journey': any answer that is not a failure signs in; a failure is a toast. */
export function LandingLoginCard() {
  const { login, isLoading } = useLandingLogin();
  const { toast } = useToast();
  const t = useT();

  async function submit(credentials: Credentials) {
    const result = await login(credentials);
    if (!result.ok) {
      toast({
        title: t('Login failed'),
        description: t('Please check your credentials and try again.'),
        variant: 'destructive',
        // Someone new who tried the card first finds the way to an account from here. Plain links:
        // the signed-out landing page runs without the router (shell/src/landing/main.tsx).
        action: { label: t('Create an account'), onClick: () => window.location.assign('/signup') },
      });
      return;
    }
    toast({ title: t('Login successful'), description: knownMessage(result.message) });
    afterToast(() => window.location.assign('/dashboard'));
  }

  return (
    <Card id="start" variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
      <SignInForm
        idPrefix={LANDING_FORM_ID_PREFIX}
        usernameLabel={t('Email Address')}
        submitLabel={t('Access Dashboard')}
        isLoading={isLoading}
        onSubmit={submit}
        heading={
          <Typography variant="h2" component="h2" gutterBottom>
            {t('Start Your Journey')}
          </Typography>
        }
        afterSubmit={
          <Typography variant="body2">
            {t('New to {{product}}?', { product: PRODUCT.name })} <Link href="/signup">{t('Create an account')}</Link>
          </Typography>
        }
      />
    </Card>
  );
}
