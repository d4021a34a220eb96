import type { GoalValues, NutritionDay } from '@chairside/contracts';
import { SectionCard } from '@chairside/ui';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography, useTheme } from '@mui/material';
import { useState } from 'react';
import { useGetNutritionHistoryQuery } from '../../entities/nutrition-history';

const SERIES = [
  { key: 'calories', label: 'Calories', goal: 'calorieGoal', unit: ' kcal' },
  { key: 'protein', label: 'Protein', goal: 'proteinGoal', unit: ' g' },
  { key: 'carbs', label: 'Carbs', goal: 'carbGoal', unit: ' g' },
  { key: 'fat', label: 'Fat', goal: 'fatGoal', unit: ' g' },
] as const;
type Series = (typeof SERIES)[number];

/** Read by screen readers, not shown: the chart's numbers as a table. */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

const W = 600;
const H = 180;

/** Calories or one macro per day against its goal, over 7 or 30 days (issue 5: users expect a trend). */
export function NutritionHistoryChart({ goals, tz }: { goals: GoalValues; tz: string }) {
  const theme = useTheme();
  const [days, setDays] = useState<7 | 30>(7);
  const [series, setSeries] = useState<Series>(SERIES[0]);
  const { data = [] } = useGetNutritionHistoryQuery({ days, tz });
  const goal = goals[series.goal];
  const values = data.map((d: NutritionDay) => d[series.key]);
  const max = Math.max(goal, ...values, 1) * 1.1;
  const slot = W / Math.max(data.length, 1);
  const y = (v: number) => H - (v / max) * H;
  const logged = values.filter((v) => v > 0);
  const average = logged.length ? Math.round(logged.reduce((a, b) => a + b, 0) / logged.length) : 0;
  const summary = `${series.label} per day, last ${days} days: average ${average}${series.unit} on days with entries, goal ${goal}${series.unit}`;
  return (
    <SectionCard title="Trends">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <ToggleButtonGroup exclusive size="small" value={days} onChange={(_e, v: 7 | 30 | null) => v && setDays(v)} aria-label="Period">
          <ToggleButton value={7}>7 days</ToggleButton>
          <ToggleButton value={30}>30 days</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup exclusive size="small" value={series.key} onChange={(_e, v: Series['key'] | null) => v && setSeries(SERIES.find((s) => s.key === v)!)} aria-label="Nutrient">
          {SERIES.map((s) => <ToggleButton key={s.key} value={s.key}>{s.label}</ToggleButton>)}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>{`Average ${average}${series.unit} a day (goal ${goal}${series.unit})`}</Typography>
      <Box component="svg" viewBox={`0 0 ${W} ${H + 20}`} role="img" aria-label={summary} sx={{ width: '100%', height: 'auto', display: 'block' }}>
        {values.map((v, i) => (
          <rect key={data[i]!.date} x={i * slot + slot * 0.15} width={slot * 0.7} y={y(v)} height={H - y(v)} rx={2} fill={v > goal ? theme.palette.warning.main : theme.palette.primary.main} />
        ))}
        <line x1={0} x2={W} y1={y(goal)} y2={y(goal)} stroke={theme.palette.text.secondary} strokeDasharray="6 4" />
        {data.length ? <text x={0} y={H + 16} fontSize={12} fill={theme.palette.text.secondary}>{data[0]!.date}</text> : null}
        {data.length ? <text x={W} y={H + 16} fontSize={12} textAnchor="end" fill={theme.palette.text.secondary}>{data[data.length - 1]!.date}</text> : null}
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{summary}</caption>
        <tbody>
          {data.map((d, i) => <tr key={d.date}><th scope="row">{d.date}</th><td>{`${Math.round(values[i]!)}${series.unit}`}</td></tr>)}
        </tbody>
      </Box>
    </SectionCard>
  );
}
