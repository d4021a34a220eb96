import { API_PATHS } from '@chairside/contracts/web';
import { Alert, Box, Button } from '@chairside/ui';
import { useLocation } from 'react-router-dom';
import { useT } from '../../../shared/i18n';
import { knownMessage } from '../../../shared/lib/known-messages';
import { useSignInOptionsQuery } from '../../../entities/sign-in-options';
import { ssoReturn } from '../model/sso-return';
import { SsoLinkStep } from './sso-link-step';

/**
 * "Sign in with <group name>", only when the API has a dental group's provider; and what the provider's
 * round trip came back with: the link step, or why it did not sign in. The button is a plain link: the
 * sign-in is a full navigation to the provider and back. `landing` says where a completed link goes.
 */
export function SsoSignIn({ landing }: { landing: (location: Location) => string }) {
  const t = useT();
  const { data } = useSignInOptionsQuery();
  const back = ssoReturn(useLocation().search);
  if (back?.kind === 'link') return <SsoLinkStep landing={landing} />;
  return (
    <>
      {back?.kind === 'error' ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {knownMessage(back.message)}
        </Alert>
      ) : null}
      {data?.sso ? (
        <Box sx={{ mt: 2 }}>
          <Button fullWidth variant="outlined" href={API_PATHS.ssoStart}>
            {t('Sign in with {{name}}', { name: data.sso.name })}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
