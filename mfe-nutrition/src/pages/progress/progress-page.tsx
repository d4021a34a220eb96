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
import { NutritionHistoryChart } from '../../widgets/nutrition-history';
import { TodaysExercise } from '../../widgets/todays-exercise';

/**
 * 'Fitness & Nutrition Progress': today's summary (the calorie ring), each macro against
 * its goal, the trends, achievements and activity; each number in one place.
 */
export default function ProgressPage() {
  useSignedOutGuard();
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
      <PageTitle>Fitness & Nutrition Progress</PageTitle>
      {/* Two columns on a desktop (the trend spans both), one on a phone. */}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <SectionCard title="Today's Summary" tone="feature">
          <CalorieRing eaten={eaten.calories} burned={burned} goal={goals.calorieGoal} />
        </SectionCard>
        <SectionCard title="Goal Progress">
          <MacroGoalBars totals={eaten} goals={goals} />
        </SectionCard>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <NutritionHistoryChart goals={goals} today={today} />
        </Box>
        <SectionCard title="Achievements">
          <Typography variant="h5" component="p">{`${days} day streak`}</Typography>
          <Typography color="text.secondary">{days === 0 ? 'Start logging to begin!' : 'Keep it up!'}</Typography>
        </SectionCard>
        <SectionCard title="Activity Summary">
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            <StatCard label="Foods logged" value={food.length} />
            <StatCard label="Workouts" value={exercise.length} />
          </Box>
        </SectionCard>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TodaysExercise />
        </Box>
      </Box>
    </>
  );
}
