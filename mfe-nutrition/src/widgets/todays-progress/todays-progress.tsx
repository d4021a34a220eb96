import { DEFAULT_GOALS, REMOTE_WIDGETS, sumCaloriesBurned, sumMacros } from '@chairside/contracts/web';
import { Button, EmbeddedWidgetDialog, GoalBar, SectionCard, StatCard, Box } from '@chairside/ui';
import { useState } from 'react';
import { useListTodaysExerciseEntriesQuery } from '../../entities/exercise-entry';
import { useListTodaysFoodEntriesQuery } from '../../entities/food-entry';
import { useGetNutritionGoalsQuery } from '../../entities/nutrition-goals';
import { useToday } from '../../shared/lib/use-today';

/** Eaten against the goal, burned, and the net of the two; stretches (spec 2's dialog) burn some too. */
export function TodaysProgress() {
  const today = useToday();
  const { data: food = [] } = useListTodaysFoodEntriesQuery(today);
  const { data: exercise = [] } = useListTodaysExerciseEntriesQuery(today);
  const { data: saved } = useGetNutritionGoalsQuery();
  const [stretchesOpen, setStretchesOpen] = useState(false);
  const goal = (saved ?? DEFAULT_GOALS).calorieGoal;
  const eaten = Math.round(sumMacros(food).calories);
  const burned = Math.round(sumCaloriesBurned(exercise));
  return (
    <SectionCard
      title="Today's Progress"
      action={
        <Button variant="outlined" size="small" onClick={() => setStretchesOpen(true)}>
          Ergonomic Stretches
        </Button>
      }
    >
      <GoalBar label="Calories eaten" eaten={eaten} goal={goal} unit=" kcal" />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        <StatCard label="Eaten" value={`${eaten}`} />
        <StatCard label="Burned" value={`${burned}`} />
        <StatCard label="Net" value={`${eaten - burned}`} />
      </Box>
      {stretchesOpen ? (
        <EmbeddedWidgetDialog widget={REMOTE_WIDGETS.ergonomicStretches} onClose={() => setStretchesOpen(false)} />
      ) : null}
    </SectionCard>
  );
}
