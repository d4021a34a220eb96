import { averageOfLoggedDays, type GoalValues, type NutritionDay } from '@chairside/contracts/web';
import {
  DailyBarsChart,
  MACRO_COLORS,
  SectionCard,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@chairside/ui';
import { useState } from 'react';
import { useGetNutritionHistoryQuery } from '../../entities/nutrition-history';

const SERIES = [
  { key: 'calories', label: 'Calories', goal: 'calorieGoal', unit: ' kcal' },
  { key: 'protein', label: 'Protein', goal: 'proteinGoal', unit: ' g' },
  { key: 'carbs', label: 'Carbs', goal: 'carbGoal', unit: ' g' },
  { key: 'fat', label: 'Fat', goal: 'fatGoal', unit: ' g' },
] as const;
type Series = (typeof SERIES)[number];

/** Calories or one macro per day against its goal, over 7 or 30 days (users expect a trend). */
export function NutritionHistoryChart({ goals, today }: { goals: GoalValues; today: { date: string; tz: string } }) {
  const [days, setDays] = useState<7 | 30>(7);
  const [series, setSeries] = useState<Series>(SERIES[0]);
  const { data = [] } = useGetNutritionHistoryQuery({ days, ...today });
  const goal = goals[series.goal];
  const values = data.map((d: NutritionDay) => d[series.key]);
  // Whole numbers with a thousands separator, as everywhere else.
  const n = (v: number) => Math.round(v).toLocaleString('en-US');
  const average = averageOfLoggedDays(values) ?? 0;
  const summary = `${series.label} per day, last ${days} days: average ${n(average)}${series.unit} on days with entries, goal ${n(goal)}${series.unit}`;
  return (
    <SectionCard title="Trends">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={days}
          onChange={(_e, v: 7 | 30 | null) => v && setDays(v)}
          aria-label="Period"
        >
          <ToggleButton value={7}>7 days</ToggleButton>
          <ToggleButton value={30}>30 days</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={series.key}
          onChange={(_e, v: Series['key'] | null) => v && setSeries(SERIES.find((s) => s.key === v)!)}
          aria-label="Nutrient"
        >
          {SERIES.map((s) => (
            <ToggleButton key={s.key} value={s.key}>
              {s.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography
        variant="body2"
        sx={{ mb: 1 }}
      >{`Average ${n(average)}${series.unit} a day (goal ${n(goal)}${series.unit})`}</Typography>
      <DailyBarsChart
        days={data.map((d, i) => ({ date: d.date, value: values[i]! }))}
        goal={goal}
        unit={series.unit}
        summary={summary}
        color={MACRO_COLORS[series.key]}
      />
    </SectionCard>
  );
}
