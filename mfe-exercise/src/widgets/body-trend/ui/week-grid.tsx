import { Box, Typography } from '@chairside/ui';
import { scoreBand, type ScoreBand } from '../../../entities/body-check-in';
import { useT } from '../../../shared/i18n';
import type { TrendView } from '../model/trend-view';

/*
 * One warm hue from pale to deep, so a higher number reads as "more" without the alarm of red; the
 * number is printed in every cell, so the colour is never the only carrier. Each pair keeps at
 * least 4.5:1 between the number and its cell.
 */
const BAND_SX: Record<ScoreBand, { bgcolor: string; color: string }> = {
  none: { bgcolor: '#e6eeee', color: '#1d2b2b' },
  mild: { bgcolor: '#fbe3c2', color: '#1d2b2b' },
  moderate: { bgcolor: '#eda95a', color: '#1d1306' },
  strong: { bgcolor: '#8a4b08', color: '#ffffff' },
};
const LEGEND: { band: ScoreBand; text: string }[] = [
  { band: 'none', text: '0' },
  { band: 'mild', text: '1–3' },
  { band: 'moderate', text: '4–6' },
  { band: 'strong', text: '7–10' },
];

/**
 * Regions are rows and the 12 weeks columns. On a phone a region's name takes its own line above its
 * cells, so twelve cells of about 25 px fit 390 px; from 600 px the names sit in a column of their own.
 */
const GRID = { xs: 'repeat(12, minmax(0, 1fr))', sm: '7.5rem repeat(12, minmax(0, 1fr))' } as const;
const ROW_NAME_SX = { gridColumn: { xs: '1 / -1', sm: 'auto' }, mt: { xs: 0.75, sm: 0 } } as const;
/** Four week labels, every third Monday, each over its three columns: a phone has no room for twelve. */
const LABEL_EVERY = 3;

export function WeekGrid({ view }: { view: TrendView }) {
  const t = useT();
  return (
    <Box
      aria-hidden
      // At most about 50 px a week: on a wide screen the weeks stay close enough to compare at a glance.
      sx={{
        display: 'grid',
        gridTemplateColumns: GRID,
        columnGap: 0.5,
        rowGap: 0.5,
        alignItems: 'center',
        maxWidth: 760,
      }}
    >
      {view.rows.map((row) => (
        <Box key={row.region} sx={{ display: 'contents' }}>
          <Typography variant="body2" sx={{ ...ROW_NAME_SX, fontWeight: 600 }}>
            {row.label}
          </Typography>
          {row.scores.map((score, i) => (
            <Box
              key={view.weeks[i]!.weekStart}
              sx={{
                height: { xs: 28, sm: 32 },
                borderRadius: '6px',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                typography: 'caption',
                fontWeight: 700,
                ...(score === null
                  ? { border: 1, borderStyle: 'dashed', borderColor: 'divider' }
                  : BAND_SX[scoreBand(score)]),
              }}
            >
              {score}
            </Box>
          ))}
        </Box>
      ))}
      <Typography variant="body2" sx={{ ...ROW_NAME_SX, fontWeight: 600, mt: { xs: 1.5, sm: 1 } }}>
        {t('Breaks taken')}
      </Typography>
      {view.weeks.map((w) => (
        <Box
          key={w.weekStart}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mt: { xs: 0, sm: 1 } }}
        >
          <Box sx={{ height: 36, width: '70%', display: 'flex', alignItems: 'flex-end' }}>
            <Box
              sx={{
                width: '100%',
                height: `${(w.breaks / view.mostBreaks) * 100}%`,
                minHeight: w.breaks ? 3 : 0,
                bgcolor: 'primary.main',
                borderRadius: '3px 3px 0 0',
              }}
            />
          </Box>
          <Typography variant="caption" sx={{ lineHeight: 1.6 }}>
            {w.breaks}
          </Typography>
        </Box>
      ))}
      <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      {view.weeks
        .filter((_, i) => i % LABEL_EVERY === 0)
        .map((w) => (
          <Typography
            key={w.weekStart}
            variant="caption"
            color="text.secondary"
            sx={{ gridColumn: `span ${LABEL_EVERY}`, borderLeft: 1, borderColor: 'divider', pl: 0.5, lineHeight: 1.4 }}
          >
            {w.label}
          </Typography>
        ))}
    </Box>
  );
}

export function Legend() {
  const t = useT();
  return (
    <Box
      aria-hidden
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, mt: 1.5 }}
    >
      <Typography variant="caption" color="text.secondary">
        {t('Score:')}
      </Typography>
      {LEGEND.map(({ band, text }) => (
        <Box key={band} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: BAND_SX[band].bgcolor }} />
          <Typography variant="caption" color="text.secondary">
            {text}
          </Typography>
        </Box>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Box
          sx={{ width: 14, height: 14, borderRadius: 0.5, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}
        />
        <Typography variant="caption" color="text.secondary">
          {t('no check-in')}
        </Typography>
      </Box>
    </Box>
  );
}
