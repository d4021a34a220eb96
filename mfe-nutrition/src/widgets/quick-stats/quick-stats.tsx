import { averageOfLoggedDays, DEFAULT_GOALS, sumMacros } from '@chairside/contracts/web';
import { SectionCard, StatCard, Box, Typography } from '@chairside/ui';
import { useListTodaysFoodEntriesQuery } from '../../entities/food-entry';
import { useGetNutritionGoalsQuery } from '../../entities/nutrition-goals';
import { useGetNutritionHistoryQuery } from '../../entities/nutrition-history';
import { useToday } from '../../shared/lib/use-today';

/** spec 9: shown, marked as sample values, only when the data could not be loaded. */
const SAMPLE = { calories: 1837, protein: 120, carbs: 224, fat: 51, weeklyAverage: 1850 };

/** What is left of today's goals. */
export function QuickStats() {
  const today = useToday();
  const entries = useListTodaysFoodEntriesQuery(today);
  const week = useGetNutritionHistoryQuery({ days: 7, ...today });
  const { data: saved } = useGetNutritionGoalsQuery();
  const goals = saved ?? DEFAULT_GOALS;
  const eaten = sumMacros(entries.data ?? []);
  const missing = entries.isError;
  const left = missing
    ? SAMPLE
    : {
        calories: goals.calorieGoal - eaten.calories,
        protein: goals.proteinGoal - eaten.protein,
        carbs: goals.carbGoal - eaten.carbs,
        fat: goals.fatGoal - eaten.fat,
      };
  const fmt = (n: number) => Math.max(0, Math.round(n)).toLocaleString('en-US');
  const average = week.isError ? SAMPLE.weeklyAverage : averageOfLoggedDays((week.data ?? []).map((d) => d.calories));
  return (
    <SectionCard title="Quick Stats">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}>
        <StatCard label="Calories remaining" value={fmt(left.calories)} />
        <StatCard label="Protein left" value={`${fmt(left.protein)} g`} />
        <StatCard label="Carbs left" value={`${fmt(left.carbs)} g`} />
        <StatCard label="Fat left" value={`${fmt(left.fat)} g`} />
        <StatCard label="Weekly average" value={average === null ? '—' : `${fmt(average)} cal`} />
      </Box>
      {missing || week.isError ? (
        <Typography variant="caption" color="text.secondary">
          Sample values: some of your data could not be loaded.
        </Typography>
      ) : null}
    </SectionCard>
  );
}
