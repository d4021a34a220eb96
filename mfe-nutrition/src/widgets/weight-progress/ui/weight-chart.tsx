import { type BodyUnits, type WeighInsResponse } from '@chairside/contracts/web';
import { Box, Stack, Typography, useLocale } from '@chairside/ui';
import { useT } from '../../../shared/i18n';
import { dayLocale } from '../../../shared/i18n/locale';
import { CHART, chartGeometry } from '../model/chart-geometry';

// English as en-GB writes it, '2 Mar'; other languages in their own order.
const dayInWords = (date: string, locale: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(dayLocale(locale), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/**
 * Weigh-ins as dots, the trend as a line and the goal weight as a dashed line, by day across the
 * range. Drawn by hand in SVG (no chart library); axis text is HTML so it keeps its size on a phone.
 * Loaded with the first weigh-in shown, not with the Progress page.
 */
export default function WeightChart({
  data,
  from,
  to,
  goalKg,
  units,
  summary,
}: {
  data: WeighInsResponse;
  from: string;
  to: string;
  goalKg: number | null;
  units: BodyUnits;
  summary: string;
}) {
  const t = useT();
  const locale = useLocale();
  const g = chartGeometry({ from, to, weighIns: data.weighIns, trend: data.trend, goalKg, units });
  const unit = units === 'metric' ? 'kg' : 'lbs';
  const mid = new Date((Date.parse(from) + Date.parse(to)) / 2).toISOString().slice(0, 10);
  // Palette names, read by sx as CSS colours; the SVG strokes draw in currentColor.
  const colours = { point: 'text.secondary', trend: 'primary.main', goal: 'success.main', grid: 'divider' };
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" aria-hidden component="p" sx={{ mb: 1 }}>
        {unit}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 }}>
        <Box aria-hidden sx={{ position: 'relative', minWidth: 36 }}>
          {g.ticks.map((tick) => (
            <Typography
              key={tick.value}
              variant="caption"
              color="text.secondary"
              sx={{
                position: 'absolute',
                right: 0,
                top: `${(tick.y / CHART.height) * 100}%`,
                transform: 'translateY(-50%)',
                lineHeight: 1,
              }}
            >
              {tick.value.toLocaleString(locale)}
            </Typography>
          ))}
        </Box>
        <Box
          component="svg"
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          sx={{ width: '100%', height: { xs: 180, md: 220 }, display: 'block', overflow: 'visible' }}
        >
          <Box component="g" sx={{ color: colours.grid }}>
            {g.ticks.map((tick) => (
              <line
                key={tick.value}
                x1={0}
                x2={CHART.width}
                y1={tick.y}
                y2={tick.y}
                stroke="currentColor"
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </Box>
          {g.goalY !== null ? (
            <Box
              component="line"
              sx={{ color: colours.goal }}
              x1={0}
              x2={CHART.width}
              y1={g.goalY}
              y2={g.goalY}
              stroke="currentColor"
              strokeWidth={2}
              strokeDasharray="6 4"
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
          <Box
            component="polyline"
            sx={{ color: colours.trend }}
            points={g.trendLine}
            fill="none"
            stroke="currentColor"
            strokeWidth={3}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
          {/* A dot is a line of no length with a round cap: it stays round however the drawing is stretched. */}
          <Box component="g" sx={{ color: colours.point }}>
            {g.points.map((p) => (
              <line
                key={p.date}
                x1={p.x}
                x2={p.x}
                y1={p.y}
                y2={p.y}
                stroke="currentColor"
                strokeWidth={7}
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </Box>
        </Box>
        <Box />
        <Stack direction="row" aria-hidden sx={{ justifyContent: 'space-between', mt: 0.5 }}>
          {[from, mid, to].map((d) => (
            <Typography key={d} variant="caption" color="text.secondary">
              {dayInWords(d, locale)}
            </Typography>
          ))}
        </Stack>
      </Box>
      {/* Swatches drawn as boxes: legend glyphs such as ● are missing from many fonts. */}
      <Stack direction="row" aria-hidden sx={{ flexWrap: 'wrap', columnGap: 2, mt: 1, alignItems: 'center' }}>
        {[
          { label: t('Weigh-ins'), sx: { width: 8, height: 8, borderRadius: '50%', bgcolor: colours.point } },
          { label: t('Trend'), sx: { width: 16, height: 3, bgcolor: colours.trend } },
          ...(g.goalY !== null
            ? [{ label: t('Goal'), sx: { width: 16, height: 0, borderTop: '2px dashed', borderColor: colours.goal } }]
            : []),
        ].map((item) => (
          <Stack key={item.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box component="span" sx={{ display: 'inline-block', ...item.sx }} />
            <Typography variant="caption" color="text.secondary">
              {item.label}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
