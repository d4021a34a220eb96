import type { ReactNode } from 'react';
import type { GoalValues, MacroTotals } from '@chairside/contracts/web';
import { Box } from '@mui/material';
import { SectionCard } from '../section-card';
import { CalorieRing } from './calorie-ring';
import { MacroGoalBars } from './macro-goal-bars';

/**
 * 'Today's Overview', the dashboard's first card: the calorie ring (eaten, burned, left) and each
 * macro against its goal in its own colour. The dashboard and the landing previews draw it.
 */
export function MacroOverview({
  totals,
  goals,
  burned = 0,
  action,
}: {
  totals: MacroTotals;
  goals: GoalValues;
  burned?: number;
  action?: ReactNode;
}) {
  return (
    <SectionCard title="Today's Overview" action={action} tone="feature">
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'center',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' },
        }}
      >
        <CalorieRing eaten={totals.calories} burned={burned} goal={goals.calorieGoal} />
        <Box>
          <MacroGoalBars totals={totals} goals={goals} />
        </Box>
      </Box>
    </SectionCard>
  );
}
