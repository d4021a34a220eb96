import { PRODUCT } from '@chairside/contracts/web';
import { Link, Typography } from '@chairside/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';

/** The product's name as a link back to the landing page, above the sign-in and sign-up cards. */
export function HomeLink() {
  const t = useT();
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      aria-label={t('{{product}} home page', { product: PRODUCT.name })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.main' }}
    >
      <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
        {PRODUCT.name}
      </Typography>
    </Link>
  );
}
