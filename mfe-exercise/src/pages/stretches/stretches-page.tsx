import { Box, Button, PageTitle, Paper, SectionCard, Stack, Typography, WhenNearViewport } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { BreaksThisWeek } from '../../widgets/breaks-this-week';
import { LoggedToday } from '../../widgets/logged-today';
import { useT } from '../../shared/i18n';
import { StretchList } from '../../widgets/stretch-list';

// The body check-in loads just after the page's first chunk; the trend and the reminder settings,
// which start below the first screen (at 1280 × 720, from ~800 px), as they come within 100 px of
// it: the remote's first-route budget (docs/decisions.md "Front end").
const BodyCheckInCard = lazy(() => import('../../widgets/body-check-in').then((m) => ({ default: m.BodyCheckInCard })));
const BodyTrendCard = lazy(() => import('../../widgets/body-trend').then((m) => ({ default: m.BodyTrendCard })));
const StretchRemindersCard = lazy(() =>
  import('../../features/stretch-reminders').then((m) => ({ default: m.StretchRemindersCard })),
);
// The break runner loads when first opened: the page's first chunk stays small.
const GuidedBreakDialog = lazy(() =>
  import('../../features/guided-break').then((m) => ({ default: m.GuidedBreakDialog })),
);

function StartBreak({ onStart }: { onStart: () => void }) {
  const t = useT();
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
          {t('Between patients?')}
        </Typography>
        <Typography>{t('A guided break of 3 to 5 stretches takes about three minutes.')}</Typography>
      </Box>
      <Button
        size="large"
        variant="contained"
        onClick={onStart}
        sx={{ bgcolor: 'background.paper', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' }, flexShrink: 0 }}
      >
        {t('Start a stretch break')}
      </Button>
    </Paper>
  );
}

/** A card's heading and about its height while its code loads (xs: a phone), so what is below stays put. */
function Frame({ title, height }: { title: string; height: { xs: number; sm: number } }) {
  return (
    <SectionCard title={title}>
      <Box sx={{ minHeight: height }} />
    </SectionCard>
  );
}

/** 'Workplace Wellness Stretches': a guided break, this week's breaks, the 25 stretches by area. */
export default function StretchesPage() {
  const t = useT();
  const [breakOpen, setBreakOpen] = useState(false);
  return (
    <>
      <PageTitle subtitle={t('Short stretches for neck, wrists, back, hips and legs between patients.')}>
        {t('Workplace Wellness Stretches')}
      </PageTitle>
      <Stack spacing={3}>
        <StartBreak onStart={() => setBreakOpen(true)} />
        <Suspense fallback={<Frame title={t('Body check-in')} height={{ xs: 120, sm: 96 }} />}>
          <BodyCheckInCard />
        </Suspense>
        <BreaksThisWeek />
        <WhenNearViewport
          margin="100px"
          placeholder={<Frame title={t('Your body over 12 weeks')} height={{ xs: 64, sm: 44 }} />}
        >
          <BodyTrendCard />
        </WhenNearViewport>
        <LoggedToday />
        <WhenNearViewport
          margin="100px"
          placeholder={<Frame title={t('Clinic-day reminders')} height={{ xs: 684, sm: 488 }} />}
        >
          <StretchRemindersCard />
        </WhenNearViewport>
        <StretchList />
      </Stack>
      <Suspense fallback={null}>
        {breakOpen ? <GuidedBreakDialog open onClose={() => setBreakOpen(false)} /> : null}
      </Suspense>
    </>
  );
}
