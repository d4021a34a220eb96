import { DEFAULT_GOALS, sumCaloriesBurned, sumMacros } from '@chairside/contracts/web';
import {
  CalorieRing,
  MacroGoalBars,
  PageTitle,
  SectionCard,
  StatCard,
  useSignedOutGuard,
  Box,
  Typography,
} from '@chairside/ui';
import { useListTodaysExerciseEntriesQuery } from '../../entities/exercise-entry';
import { useListTodaysFoodEntriesQuery } from '../../entities/food-entry';
import { useGetNutritionGoalsQuery } from '../../entities/nutrition-goals';
import { useGetStreakQuery } from '../../entities/streak';
import { useToday } from '../../shared/lib/use-today';
import { Expenditure } from '../../widgets/expenditure';
import { NutritionHistoryChart } from '../../widgets/nutrition-history';
import { WeightProgress } from '../../widgets/weight-progress';
import { TodaysExercise } from '../../widgets/todays-exercise';
import { WaterWeekChart } from '../../widgets/water-week';
import { useT } from '../../shared/i18n';

/**
 * 'Fitness & Nutrition Progress': today's summary (the calorie ring), each macro against
 * its goal, the trends, achievements and activity; each number in one place.
 */
export default function ProgressPage() {
  useSignedOutGuard();
  const t = useT();
  const today = useToday();
  const { data: food = [] } = useListTodaysFoodEntriesQuery(today);
  const { data: exercise = [] } = useListTodaysExerciseEntriesQuery(today);
  const { data: saved } = useGetNutritionGoalsQuery();
  const { data: streak } = useGetStreakQuery(today);
  const goals = saved ?? DEFAULT_GOALS;
  const eaten = sumMacros(food);
  const burned = sumCaloriesBurned(exercise);
  const days = streak?.days ?? 0;
  return (
    <>
      <PageTitle>{t('Fitness & Nutrition Progress')}</PageTitle>
      {/* Two columns on a desktop (the trend spans both), one on a phone. */}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <SectionCard title={t("Today's Summary")} tone="feature">
          <CalorieRing eaten={eaten.calories} burned={burned} goal={goals.calorieGoal} />
        </SectionCard>
        <SectionCard title={t('Goal Progress')}>
          <MacroGoalBars totals={eaten} goals={goals} />
        </SectionCard>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <NutritionHistoryChart goals={goals} today={today} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <WeightProgress today={today.date} />
        </Box>
        {/* What the weight trend and the food log say is burned, under the weight chart. */}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Expenditure />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <WaterWeekChart today={today} />
        </Box>
        <SectionCard title={t('Achievements')}>
          <Typography variant="h5" component="p">
            {t('{{count}} day streak', { defaultValue_one: '{{count}} day streak', count: days })}
          </Typography>
          <Typography color="text.secondary">{days === 0 ? t('Start logging to begin!') : t('Keep it up!')}</Typography>
        </SectionCard>
        <SectionCard title={t('Activity Summary')}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            <StatCard label={t('Foods logged')} value={food.length} />
            <StatCard label={t('Workouts')} value={exercise.length} />
          </Box>
        </SectionCard>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TodaysExercise />
        </Box>
      </Box>
    </>
  );
}
