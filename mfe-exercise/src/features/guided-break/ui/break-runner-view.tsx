import type { ErgonomicStretch } from '@chairside/contracts/web';
import { Box, Chip, LinearProgress, Stack, Typography, visuallyHidden } from '@chairside/ui';
import { stretchText } from '../../../entities/stretch';
import { t, useT } from '../../../shared/i18n';
import { areaLabel } from '../../../shared/i18n/area-label';
import { secondsLeft, type BreakState } from '../model/break-runner';

const clock = (secs: number) => `${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, '0')}`;

/** Spoken (politely) at a stretch's start, at 10 s left and on pause: never every second. */
function announcement(s: BreakState<ErgonomicStretch>, current: ErgonomicStretch, left: number): string {
  const name = stretchText(current.name);
  if (s.status === 'paused')
    return t('Paused with {{count}} seconds left.', {
      defaultValue_one: 'Paused with {{count}} second left.',
      count: left,
    });
  if (left <= 10) return t('{{name}}: 10 seconds left.', { name });
  return t('Stretch {{n}} of {{total}}: {{name}}, {{count}} seconds.', {
    defaultValue_one: 'Stretch {{n}} of {{total}}: {{name}}, {{count}} second.',
    n: s.index + 1,
    total: s.stretches.length,
    name,
    count: current.duration,
  });
}

/** The stretch on screen: progress, a large countdown, and how to do it. */
export function BreakRunnerView({ state }: { state: BreakState<ErgonomicStretch> }) {
  const t = useT();
  const current = state.stretches[state.index]!;
  const name = stretchText(current.name);
  const left = secondsLeft(state);
  const n = state.stretches.length;
  return (
    <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'stretch' }}>
      <Box>
        <Typography variant="overline" component="p" color="text.secondary">
          {t('Stretch {{n}} of {{total}}', { n: state.index + 1, total: n })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(state.index / n) * 100}
          aria-label={t('Break progress')}
          sx={{ height: 6, borderRadius: 3 }}
        />
      </Box>
      <Box>
        <Chip size="small" color="primary" label={areaLabel(current.category)} sx={{ mb: 1 }} />
        <Typography variant="h2" component="h3" sx={{ fontSize: { xs: '1.5rem', sm: '1.7rem' } }}>
          {name}
        </Typography>
      </Box>
      <Box>
        <Typography
          role="timer"
          aria-label={t('{{count}} seconds left', { defaultValue_one: '{{count}} second left', count: left })}
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
            {t('Paused')}
          </Typography>
        ) : null}
        <LinearProgress
          variant="determinate"
          value={((current.duration - left) / current.duration) * 100}
          aria-label={t('{{name}} progress', { name })}
          sx={{ mt: 1.5, height: 10, borderRadius: 5 }}
        />
      </Box>
      <Typography sx={{ textAlign: 'left', fontSize: '1.05rem' }}>{stretchText(current.instructions)}</Typography>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement(state, current, left)}
      </Box>
    </Stack>
  );
}
