import { averageOfLoggedDays, type GoalValues, type NutritionDay } from '@chairside/contracts/web';
import {
  MACRO_COLORS,
  SectionCard,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useLocale,
} from '@chairside/ui';
import { DailyBarsChart } from '@chairside/ui/nutrition-details';
import { useState } from 'react';
import { useGetNutritionHistoryQuery } from '../../entities/nutrition-history';
import { t as translate, useT } from '../../shared/i18n';

const SERIES = [
  { key: 'calories', label: () => translate('Calories'), goal: 'calorieGoal', unit: ' kcal' },
  { key: 'protein', label: () => translate('Protein'), goal: 'proteinGoal', unit: ' g' },
  { key: 'carbs', label: () => translate('Carbs'), goal: 'carbGoal', unit: ' g' },
  { key: 'fat', label: () => translate('Fat'), goal: 'fatGoal', unit: ' g' },
] as const;
type Series = (typeof SERIES)[number];

/** Calories or one macro per day against its goal, over 7 or 30 days (users expect a trend). */
export function NutritionHistoryChart({ goals, today }: { goals: GoalValues; today: { date: string; tz: string } }) {
  const t = useT();
  const locale = useLocale();
  const [days, setDays] = useState<7 | 30>(7);
  const [series, setSeries] = useState<Series>(SERIES[0]);
  const { data = [] } = useGetNutritionHistoryQuery({ days, ...today });
  const goal = goals[series.goal];
  const values = data.map((d: NutritionDay) => d[series.key]);
  // Whole numbers with a thousands separator, as everywhere else.
  const n = (v: number) => Math.round(v).toLocaleString(locale);
  const average = averageOfLoggedDays(values) ?? 0;
  const summary = t(
    '{{nutrient}} per day, last {{count}} days: average {{average}} on days with entries, goal {{goal}}',
    {
      defaultValue_one:
        '{{nutrient}} per day, last {{count}} days: average {{average}} on days with entries, goal {{goal}}',
      nutrient: series.label(),
      count: days,
      average: `${n(average)}${series.unit}`,
      goal: `${n(goal)}${series.unit}`,
    },
  );
  return (
    <SectionCard title={t('Trends')}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={days}
          onChange={(_e, v: 7 | 30 | null) => v && setDays(v)}
          aria-label={t('Period')}
        >
          <ToggleButton value={7}>{t('{{count}} days', { defaultValue_one: '{{count}} day', count: 7 })}</ToggleButton>
          <ToggleButton value={30}>
            {t('{{count}} days', { defaultValue_one: '{{count}} day', count: 30 })}
          </ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={series.key}
          onChange={(_e, v: Series['key'] | null) => v && setSeries(SERIES.find((s) => s.key === v)!)}
          aria-label={t('Nutrient')}
        >
          {SERIES.map((s) => (
            <ToggleButton key={s.key} value={s.key}>
              {s.label()}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('Average {{average}} a day (goal {{goal}})', {
          average: `${n(average)}${series.unit}`,
          goal: `${n(goal)}${series.unit}`,
        })}
      </Typography>
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
