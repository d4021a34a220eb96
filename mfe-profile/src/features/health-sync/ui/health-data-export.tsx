import { Box, Button, CircularProgress, Stack, Typography, LoadFailed } from '@chairside/ui';
import { PLATFORMS, useListHealthIntegrationsQuery } from '../../../entities/health-integration';
import { PlatformCard } from './platform-card';
import { useT } from '../../../shared/i18n';

/**
 * Health Data Export (decisions.md "Health services"): connect, sync and disconnect
 * Apple Health and Google Fit, and download each one's latest export.
 */
export function HealthDataExport({ onClose }: { onClose: () => void }) {
  const list = useListHealthIntegrationsQuery();
  const t = useT();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {t(
          'Apple Health has no web connection, so Chairside prepares a standard health export instead: each sync collects your new meals and workouts into a FHIR bundle and a CSV file that you can download and import into your health app or spreadsheet.',
        )}
      </Typography>
      {list.isError ? (
        <LoadFailed onRetry={list.refetch}>{t('Your health connections could not be loaded.')}</LoadFailed>
      ) : !list.data ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3, justifyContent: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('Loading health connections...')}</Typography>
        </Box>
      ) : (
        PLATFORMS.map((p) => (
          <PlatformCard
            key={p.platform}
            platform={p.platform}
            name={p.name}
            integration={list.data.find((i) => i.platform === p.platform)}
          />
        ))
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('Done')}</Button>
      </Box>
    </Stack>
  );
}
