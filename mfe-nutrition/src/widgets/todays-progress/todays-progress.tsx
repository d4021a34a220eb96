import { REMOTE_WIDGETS } from '@chairside/contracts/web';
import { Button, EmbeddedWidgetDialog, SectionCard, StatCard, Box, Typography, WhenNearViewport } from '@chairside/ui';
import { lazy, useState } from 'react';
import { useListTodaysExerciseEntriesQuery } from '../../entities/exercise-entry';
import { useT } from '../../shared/i18n';
import { useShownDay } from '../../shared/lib/shown-day';

// The card is in the dashboard's first chunk; the invitation, and its call, load only as the card
// comes near the screen, so the first load carries neither.
const BodyCheckInInvite = lazy(() =>
  import('./ui/body-check-in-invite').then((m) => ({ default: m.BodyCheckInInvite })),
);

/**
 * Today's activity: minutes moved and exercises logged, with the stretches a day at the chair needs
 * (Log Exercise's dialog). The calories they burned are in Today's Overview's ring, not repeated here.
 */
export function TodaysProgress() {
  // The day the diary shows, like Today's Overview.
  const t = useT();
  const { date, tz, back, label } = useShownDay();
  const { data: exercise = [] } = useListTodaysExerciseEntriesQuery({ date, tz });
  const [stretchesOpen, setStretchesOpen] = useState(false);
  const minutes = Math.round(exercise.reduce((n, e) => n + e.duration, 0));
  return (
    <SectionCard
      title={back === 0 ? t("Today's Progress") : t('Progress - {{day}}', { day: label })}
      action={
        <Button variant="outlined" size="small" onClick={() => setStretchesOpen(true)}>
          {t('Ergonomic Stretches')}
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
        <StatCard label={t('Active minutes')} value={minutes} />
        <StatCard label={t('Exercises logged')} value={exercise.length} />
      </Box>
      {exercise.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {back === 0
            ? t('Nothing logged yet today. A two-minute stretch between patients counts.')
            : t('No exercise logged on this day.')}
        </Typography>
      ) : null}
      {/* About this week, so only on today's card: a past day's card shows that day. */}
      {back === 0 ? (
        <WhenNearViewport margin="100px" placeholder={null}>
          <BodyCheckInInvite />
        </WhenNearViewport>
      ) : null}
      {stretchesOpen ? (
        <EmbeddedWidgetDialog widget={REMOTE_WIDGETS.ergonomicStretches} onClose={() => setStretchesOpen(false)} />
      ) : null}
    </SectionCard>
  );
}
