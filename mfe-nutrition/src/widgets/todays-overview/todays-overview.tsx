import { DEFAULT_GOALS, sumMacros } from '@chairside/contracts';
import { MacroOverview } from '@chairside/ui';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useListTodaysFoodEntriesQuery } from '../../entities/food-entry';
import { useGetNutritionGoalsQuery } from '../../entities/nutrition-goals';
import { AdjustGoalsDialog } from '../../features/adjust-goals';
import { GoalsWizardDialog } from '../../features/goals-wizard';
import { useToday } from '../../shared/lib/use-today';

export function TodaysOverview() {
  const today = useToday();
  const { data: entries = [] } = useListTodaysFoodEntriesQuery(today);
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
      {/* spec 9: the dashboard's defaults until the user saves goals. */}
      <MacroOverview totals={sumMacros(entries)} goals={saved ?? DEFAULT_GOALS.dashboard} action={actions} />
      {dialog === 'adjust' ? <AdjustGoalsDialog open onClose={() => setDialog(null)} /> : null}
      {dialog === 'wizard' ? <GoalsWizardDialog open onClose={() => setDialog(null)} /> : null}
    </>
  );
}
