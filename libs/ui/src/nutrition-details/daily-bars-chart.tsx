import { Box, Typography, useLocale, useTheme, useUiT, visuallyHidden } from '@chairside/ui';
import { dayLabel, niceTicks } from './chart-scale';

const W = 600;
const H = 180;
/** Room under the bars for the day ticks. */
const TICK = 6;
/** On 30 days, every day gets a tick and every fifth a label, so the labels never crowd. */
const LABEL_EVERY = (n: number) => (n <= 7 ? 1 : 5);

export interface DailyValue {
  date: string;
  value: number;
}

/**
 * One bar a day against a dashed goal line, with a value axis in the unit and a day axis; bars over
 * the goal stand out. A table holds the same numbers for screen readers. The progress trends and the
 * landing preview draw it. Axis text is HTML, not SVG: text inside the scaled drawing would shrink
 * to nothing on a phone.
 */
export function DailyBarsChart({
  days,
  goal,
  unit,
  summary,
  color,
}: {
  days: readonly DailyValue[];
  goal: number;
  unit: string;
  summary: string;
  /** The series' colour (MACRO_COLORS); the theme's primary otherwise. */
  color?: string;
}) {
  const theme = useTheme();
  const t = useUiT();
  const locale = useLocale();
  const ticks = niceTicks(Math.max(goal, ...days.map((d) => d.value), 1));
  const top = ticks[ticks.length - 1]!;
  const slot = W / Math.max(days.length, 1);
  const y = (v: number) => H - (v / top) * H;
  const every = LABEL_EVERY(days.length);
  const fmt = (v: number) => Math.round(v).toLocaleString(locale);
  // The table's days as a screen reader should say them ("Thursday, 26 November"), in the language.
  const fullDay = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" aria-hidden component="p" sx={{ mb: 1 }}>
        {unit.trim()}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 }}>
        <Box aria-hidden sx={{ position: 'relative', minWidth: 32 }}>
          {ticks.map((tick) => (
            <Typography
              key={tick}
              variant="caption"
              color="text.secondary"
              sx={{
                position: 'absolute',
                right: 0,
                top: `${(y(tick) / (H + TICK)) * 100}%`,
                transform: 'translateY(-50%)',
                lineHeight: 1,
              }}
            >
              {fmt(tick)}
            </Typography>
          ))}
        </Box>
        <Box
          component="svg"
          viewBox={`0 0 ${W} ${H + TICK}`}
          // A fixed height at every width (stretched, not scaled): a wide screen gets wider bars, not a taller chart.
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          sx={{ width: '100%', height: { xs: 160, md: 200 }, display: 'block', overflow: 'visible' }}
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={W}
              y1={y(tick)}
              y2={y(tick)}
              stroke={theme.palette.divider}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((d, i) => (
            <g key={d.date}>
              <rect
                x={i * slot + slot * 0.15}
                width={slot * 0.7}
                y={y(d.value)}
                height={H - y(d.value)}
                rx={2}
                fill={d.value > goal ? theme.palette.warning.main : (color ?? theme.palette.primary.main)}
              />
              <line
                x1={(i + 0.5) * slot}
                x2={(i + 0.5) * slot}
                y1={H}
                y2={H + (i % every === 0 ? TICK : TICK / 2)}
                stroke={theme.palette.text.secondary}
                vectorEffect="non-scaling-stroke"
              />
            </g>
          ))}
          <line
            x1={0}
            x2={W}
            y1={y(goal)}
            y2={y(goal)}
            stroke={theme.palette.text.primary}
            strokeDasharray="6 4"
            vectorEffect="non-scaling-stroke"
          />
        </Box>
        <span />
        <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: `repeat(${Math.max(days.length, 1)}, 1fr)` }}>
          {days.map((d, i) => {
            const { weekday, day } = dayLabel(d.date, locale);
            return (
              <Typography
                key={d.date}
                variant="caption"
                color="text.secondary"
                sx={{ textAlign: 'center', lineHeight: 1.2, whiteSpace: 'nowrap' }}
              >
                {i % every !== 0 ? (
                  ''
                ) : every === 1 ? (
                  <>
                    {weekday}
                    <br />
                    {day}
                  </>
                ) : (
                  day
                )}
              </Typography>
            );
          })}
        </Box>
      </Box>
      <Typography variant="caption" color="text.secondary" aria-hidden component="p" sx={{ mt: 0.5 }}>
        {t('Dashed line: goal {{goal}}{{unit}}', { goal: fmt(goal), unit })}
      </Typography>
      {/* A table is as wide as its content whatever its own width: the hidden box around it clips it. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{summary}</caption>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{fullDay.format(new Date(`${d.date}T00:00:00Z`))}</th>
                <td>{`${fmt(d.value)}${unit}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
