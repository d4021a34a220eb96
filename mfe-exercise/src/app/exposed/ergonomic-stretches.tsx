import type { RemoteWidgetPropsOf } from '@chairside/contracts/web';
import { Box, Button, Stack, Typography } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { StretchesLoading, StretchesNotLoaded, useErgonomicStretches } from '../../entities/stretch';
import { StretchesByArea } from '../../features/complete-stretch';
import { useT } from '../../shared/i18n';

const GuidedBreakDialog = lazy(() =>
  import('../../features/guided-break').then((m) => ({ default: m.GuidedBreakDialog })),
);

/**
 * The dashboard's 'Ergonomic Stretches' dialog: the stretches by area, each completable,
 * and a guided break. The dashboard draws the dialog around it.
 */
export default function ErgonomicStretchesWidget({ onClose }: RemoteWidgetPropsOf<'ergonomicStretches'>) {
  const t = useT();
  const stretches = useErgonomicStretches();
  const [breakOpen, setBreakOpen] = useState(false);
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography color="text.secondary" sx={{ flex: '1 1 220px' }}>
          {t('Mark a stretch complete, or let a guided break pick a few for you.')}
        </Typography>
        <Button variant="contained" onClick={() => setBreakOpen(true)}>
          {t('Start a stretch break')}
        </Button>
      </Box>
      {stretches.isError ? (
        <StretchesNotLoaded onRetry={() => void stretches.refetch()} />
      ) : !stretches.data ? (
        <StretchesLoading />
      ) : (
        <StretchesByArea stretches={stretches.data} compact headingLevel="h3" />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('Done')}</Button>
      </Box>
      <Suspense fallback={null}>
        {breakOpen ? <GuidedBreakDialog open onClose={() => setBreakOpen(false)} /> : null}
      </Suspense>
    </Stack>
  );
}
