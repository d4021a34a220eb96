import { STRETCH_AREA_LABELS, type ErgonomicStretch } from '@chairside/contracts/web';
import { Box, Chip, LinearProgress, Stack, Typography, visuallyHidden } from '@chairside/ui';
import { secondsLeft, type BreakState } from '../model/break-runner';

const clock = (secs: number) => `${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, '0')}`;

/** Spoken (politely) at a stretch's start, at 10 s left and on pause: never every second. */
function announcement(s: BreakState<ErgonomicStretch>, current: ErgonomicStretch, left: number): string {
  if (s.status === 'paused') return `Paused with ${left} seconds left.`;
  if (left <= 10) return `${current.name}: 10 seconds left.`;
  return `Stretch ${s.index + 1} of ${s.stretches.length}: ${current.name}, ${current.duration} seconds.`;
}

/** The stretch on screen: progress, a large countdown, and how to do it. */
export function BreakRunnerView({ state }: { state: BreakState<ErgonomicStretch> }) {
  const current = state.stretches[state.index]!;
  const left = secondsLeft(state);
  const n = state.stretches.length;
  return (
    <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'stretch' }}>
      <Box>
        <Typography variant="overline" component="p" color="text.secondary">
          Stretch {state.index + 1} of {n}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(state.index / n) * 100}
          aria-label="Break progress"
          sx={{ height: 6, borderRadius: 3 }}
        />
      </Box>
      <Box>
        <Chip size="small" color="primary" label={STRETCH_AREA_LABELS[current.category]} sx={{ mb: 1 }} />
        <Typography variant="h2" component="h3" sx={{ fontSize: { xs: '1.5rem', sm: '1.7rem' } }}>
          {current.name}
        </Typography>
      </Box>
      <Box>
        <Typography
          role="timer"
          aria-label={`${left} seconds left`}
          component="p"
          sx={{
            fontSize: { xs: '5rem', sm: '6rem' },
            fontWeight: 700,
            lineHeight: 1,
            fontVariantNumeric: 'tabular-nums',
            color: state.status === 'paused' ? 'text.secondary' : 'primary.main',
          }}
        >
          {clock(left)}
        </Typography>
        {state.status === 'paused' ? (
          <Typography color="text.secondary" sx={{ mt: 0.5, fontWeight: 600 }}>
            Paused
          </Typography>
        ) : null}
        <LinearProgress
          variant="determinate"
          value={((current.duration - left) / current.duration) * 100}
          aria-label={`${current.name} progress`}
          sx={{ mt: 1.5, height: 10, borderRadius: 5 }}
        />
      </Box>
      <Typography sx={{ textAlign: 'left', fontSize: '1.05rem' }}>{current.instructions}</Typography>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement(state, current, left)}
      </Box>
    </Stack>
  );
}
