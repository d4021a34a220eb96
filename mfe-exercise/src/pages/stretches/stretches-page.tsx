import { Box, Button, PageTitle, Paper, Stack, Typography } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { StretchesLoading, StretchesNotLoaded, useErgonomicStretches } from '../../entities/stretch';
import { StretchesByArea } from '../../features/complete-stretch';
import { BreaksThisWeek } from '../../widgets/breaks-this-week';
import { LoggedToday } from '../../widgets/logged-today';

// Below the fold: the reminder settings load after the page's first chunk.
const StretchRemindersCard = lazy(() =>
  import('../../features/stretch-reminders').then((m) => ({ default: m.StretchRemindersCard })),
);
// The break runner loads when first opened: the page's first chunk stays small.
const GuidedBreakDialog = lazy(() =>
  import('../../features/guided-break').then((m) => ({ default: m.GuidedBreakDialog })),
);

function StartBreak({ onStart }: { onStart: () => void }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'flex',
        gap: 2,
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'space-between',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Box>
        <Typography variant="h2" component="h2" sx={{ mb: 0.5 }}>
          Between patients?
        </Typography>
        <Typography>A guided break of 3 to 5 stretches takes about three minutes.</Typography>
      </Box>
      <Button
        size="large"
        variant="contained"
        onClick={onStart}
        sx={{ bgcolor: 'background.paper', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' }, flexShrink: 0 }}
      >
        Start a stretch break
      </Button>
    </Paper>
  );
}

/** 'Workplace Wellness Stretches': a guided break, this week's breaks, the 25 stretches by area. */
export default function StretchesPage() {
  const stretches = useErgonomicStretches();
  const [breakOpen, setBreakOpen] = useState(false);
  let list;
  if (stretches.isError) list = <StretchesNotLoaded onRetry={() => void stretches.refetch()} />;
  else if (!stretches.data) list = <StretchesLoading />;
  else list = <StretchesByArea stretches={stretches.data} />;
  return (
    <>
      <PageTitle subtitle="Short stretches for neck, wrists, back, hips and legs between patients.">
        Workplace Wellness Stretches
      </PageTitle>
      <Stack spacing={3}>
        <StartBreak onStart={() => setBreakOpen(true)} />
        <BreaksThisWeek />
        <LoggedToday />
        <Suspense fallback={null}>
          <StretchRemindersCard />
        </Suspense>
        {list}
      </Stack>
      <Suspense fallback={null}>
        {breakOpen ? <GuidedBreakDialog open onClose={() => setBreakOpen(false)} /> : null}
      </Suspense>
    </>
  );
}
