import { Box, Typography } from '@chairside/ui';
import { useT } from '../i18n';

export function LoadingScreen() {
  const t = useT();
  return (
    <Box role="status" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Typography variant="h6" component="p">
        {t('Loading...')}
      </Typography>
    </Box>
  );
}
