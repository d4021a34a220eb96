import { DEFAULT_GOALS, sumCaloriesBurned, sumMacros } from '@chairside/contracts/web';
import { MacroOverview, Button, Stack } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { useListTodaysExerciseEntriesQuery } from '../../entities/exercise-entry';
import { useListTodaysFoodEntriesQuery } from '../../entities/food-entry';
import { useGetNutritionGoalsQuery } from '../../entities/nutrition-goals';
import { useT } from '../../shared/i18n';
import { useShownDay } from '../../shared/lib/shown-day';

// The goal dialogs load when first opened, not with the dashboard.
const AdjustGoalsDialog = lazy(() =>
  import('../../features/adjust-goals').then((m) => ({ default: m.AdjustGoalsDialog })),
);
const GoalsWizardDialog = lazy(() =>
  import('../../features/goals-wizard').then((m) => ({ default: m.GoalsWizardDialog })),
);

/** The day's calories and macros against the goals: today, or the day the diary beside it shows. */
export function TodaysOverview() {
  const t = useT();
  const { date, tz, back, label } = useShownDay();
  const day = { date, tz };
  const { data: entries = [] } = useListTodaysFoodEntriesQuery(day);
  const { data: exercise = [] } = useListTodaysExerciseEntriesQuery(day);
  const { data: saved } = useGetNutritionGoalsQuery();
  const [dialog, setDialog] = useState<'adjust' | 'wizard' | null>(null);
  const actions = (
    <Stack direction="row" spacing={1}>
      <Button size="small" onClick={() => setDialog('wizard')}>
        {t('Personalize')}
      </Button>
      <Button size="small" variant="outlined" onClick={() => setDialog('adjust')}>
        {t('Adjust Goals')}
      </Button>
    </Stack>
  );
  return (
    <>
      {/* The defaults until the user saves goals (decisions.md "Goals"). */}
      <MacroOverview
        title={back === 0 ? t("Today's Overview") : t('Overview - {{day}}', { day: label })}
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
