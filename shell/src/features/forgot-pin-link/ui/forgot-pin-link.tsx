import { Link, Typography } from '@chairside/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useSignInOptionsQuery } from '../../../entities/sign-in-options';
import { useT } from '../../../shared/i18n';

/** "Forgot PIN?" under the sign-in form, only where the API can send (or, in development, log) the link. */
export function ForgotPinLink() {
  const t = useT();
  const { data } = useSignInOptionsQuery();
  if (!data?.pinReset) return null;
  return (
    <Typography variant="body2" sx={{ mt: 2 }}>
      <Link component={RouterLink} to="/forgot-pin">
        {t('Forgot PIN?')}
      </Link>
    </Typography>
  );
}
