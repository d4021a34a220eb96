import { Link, Typography } from '@chairside/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useSignInOptionsQuery } from '../../../entities/sign-in-options';

/** "Forgot PIN?" under the sign-in form, only where the API can send (or, in development, log) the link. */
export function ForgotPinLink() {
  const { data } = useSignInOptionsQuery();
  if (!data?.pinReset) return null;
  return (
    <Typography variant="body2" sx={{ mt: 2 }}>
      <Link component={RouterLink} to="/forgot-pin">
        Forgot PIN?
      </Link>
    </Typography>
  );
}
