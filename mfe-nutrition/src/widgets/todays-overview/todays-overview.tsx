import { DEFAULT_GOALS, sumCaloriesBurned, sumMacros } from '@chairside/contracts/web';
import { MacroOverview, Button, Stack } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { useListTodaysExerciseEntriesQuery } from '../../entities/exercise-entry';
import { useListTodaysFoodEntriesQuery } from '../../entities/food-entry';
import { useGetNutritionGoalsQuery } from '../../entities/nutrition-goals';
import { useToday } from '../../shared/lib/use-today';

// The goal dialogs load when first opened, not with the dashboard.
const AdjustGoalsDialog = lazy(() =>
  import('../../features/adjust-goals').then((m) => ({ default: m.AdjustGoalsDialog })),
);
const GoalsWizardDialog = lazy(() =>
  import('../../features/goals-wizard').then((m) => ({ default: m.GoalsWizardDialog })),
);

export function TodaysOverview() {
  const today = useToday();
  const { data: entries = [] } = useListTodaysFoodEntriesQuery(today);
  const { data: exercise = [] } = useListTodaysExerciseEntriesQuery(today);
  const { data: saved } = useGetNutritionGoalsQuery();
  const [dialog, setDialog] = useState<'adjust' | 'wizard' | null>(null);
  const actions = (
    <Stack direction="row" spacing={1}>
      <Button size="small" onClick={() => setDialog('wizard')}>
        Personalize
      </Button>
      <Button size="small" variant="outlined" onClick={() => setDialog('adjust')}>
        Adjust Goals
      </Button>
    </Stack>
  );
  return (
    <>
      {/* The defaults until the user saves goals (decisions.md "Goals"). */}
      <MacroOverview
        totals={sumMacros(entries)}
        burned={sumCaloriesBurned(exercise)}
        goals={saved ?? DEFAULT_GOALS}
        action={actions}
      />
      <Suspense fallback={null}>
        {dialog === 'adjust' ? <AdjustGoalsDialog open onClose={() => setDialog(null)} /> : null}
        {dialog === 'wizard' ? <GoalsWizardDialog open onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </>
  );
}
