import { DEFAULT_GOALS, sumCaloriesBurned, sumMacros } from '@chairside/contracts/web';
import { GoalBar, PageTitle, SectionCard, StatCard, useSignedOutGuard, Box, Typography } from '@chairside/ui';
import { useListTodaysExerciseEntriesQuery } from '../../entities/exercise-entry';
import { useListTodaysFoodEntriesQuery } from '../../entities/food-entry';
import { useGetNutritionGoalsQuery } from '../../entities/nutrition-goals';
import { useGetStreakQuery } from '../../entities/streak';
import { useToday } from '../../shared/lib/use-today';
import { NutritionHistoryChart } from '../../widgets/nutrition-history';

const grid = {
  display: 'grid',
  gap: 1,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
} as const;

/** 'Fitness & Nutrition Progress' (spec 2): today's summary, goal bars, achievements, activity. */
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
  const g = (n: number) => `${Math.round(n * 10) / 10} g`;
  return (
    <>
      <PageTitle>Fitness & Nutrition Progress</PageTitle>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <SectionCard title="Today's Summary">
          <Box sx={grid}>
            <StatCard label="Calories eaten" value={Math.round(eaten.calories)} />
            <StatCard label="Calories burned" value={Math.round(burned)} />
            <StatCard label="Protein" value={g(eaten.protein)} />
            <StatCard label="Carbs" value={g(eaten.carbs)} />
            <StatCard label="Fat" value={g(eaten.fat)} />
          </Box>
        </SectionCard>
        <SectionCard title="Goal Progress">
          <GoalBar label="Calories" eaten={eaten.calories} goal={goals.calorieGoal} unit=" kcal" />
          <GoalBar label="Protein" eaten={eaten.protein} goal={goals.proteinGoal} unit="g" />
          <GoalBar label="Carbs" eaten={eaten.carbs} goal={goals.carbGoal} unit="g" />
          <GoalBar label="Fat" eaten={eaten.fat} goal={goals.fatGoal} unit="g" />
        </SectionCard>
        <NutritionHistoryChart goals={goals} today={today} />
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
      </Box>
    </>
  );
}
