import { Box, CircularProgress, Typography, LoadFailed } from '@chairside/ui';
import { useT } from '../../../shared/i18n';

/** The stretches could not be loaded: says so, with Retry (the page, the dashboard dialog and a break). */
export function StretchesNotLoaded({ onRetry }: { onRetry: () => unknown }) {
  const t = useT();
  return <LoadFailed onRetry={onRetry}>{t('The stretches could not be loaded.')}</LoadFailed>;
}

export function StretchesLoading() {
  const t = useT();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3, justifyContent: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('Loading stretches...')}</Typography>
    </Box>
  );
}
