import { REMOTE_WIDGETS } from '@chairside/contracts/web';
import { Button, EmbeddedWidgetDialog, SectionCard, StatCard, Box, Typography } from '@chairside/ui';
import { useState } from 'react';
import { useListTodaysExerciseEntriesQuery } from '../../entities/exercise-entry';
import { useShownDay } from '../../shared/lib/shown-day';

/**
 * Today's activity: minutes moved and exercises logged, with the stretches a day at the chair needs
 * (Log Exercise's dialog). The calories they burned are in Today's Overview's ring, not repeated here.
 */
export function TodaysProgress() {
  // The day the diary shows, like Today's Overview.
  const { date, tz, back, label } = useShownDay();
  const { data: exercise = [] } = useListTodaysExerciseEntriesQuery({ date, tz });
  const [stretchesOpen, setStretchesOpen] = useState(false);
  const minutes = Math.round(exercise.reduce((n, e) => n + e.duration, 0));
  return (
    <SectionCard
      title={back === 0 ? "Today's Progress" : `Progress - ${label}`}
      action={
        <Button variant="outlined" size="small" onClick={() => setStretchesOpen(true)}>
          Ergonomic Stretches
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
        <StatCard label="Active minutes" value={minutes} />
        <StatCard label="Exercises logged" value={exercise.length} />
      </Box>
      {exercise.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {back === 0
            ? 'Nothing logged yet today. A two-minute stretch between patients counts.'
            : 'No exercise logged on this day.'}
        </Typography>
      ) : null}
      {stretchesOpen ? (
        <EmbeddedWidgetDialog widget={REMOTE_WIDGETS.ergonomicStretches} onClose={() => setStretchesOpen(false)} />
      ) : null}
    </SectionCard>
  );
}
