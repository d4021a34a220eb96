import { Box, Button, Typography } from '@chairside/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../shared/i18n';

export function NotFoundPage() {
  const t = useT();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h1">{t('404 Page Not Found')}</Typography>
      <Typography sx={{ my: 2 }} color="text.secondary">
        {t('The page you are looking for does not exist or has moved.')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('Go to Chairside home')}
      </Button>
    </Box>
  );
}
