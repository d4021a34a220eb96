import type { ReactNode } from 'react';
import type { GoalValues, MacroTotals } from '@chairside/contracts/web';
import { Box } from '@mui/material';
import { useUiT } from '../i18n/ui-texts';
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
  title,
}: {
  /** The dashboard names the day it totals when that is not today. */
  title?: string;
  totals: MacroTotals;
  goals: GoalValues;
  burned?: number;
  action?: ReactNode;
}) {
  const t = useUiT();
  return (
    <SectionCard title={title ?? t("Today's Overview")} action={action} tone="feature">
      {/* Wraps by its own width, not the window's: the landing's phone previews draw it narrow on a desktop. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <CalorieRing eaten={totals.calories} burned={burned} goal={goals.calorieGoal} />
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <MacroGoalBars totals={totals} goals={goals} />
        </Box>
      </Box>
    </SectionCard>
  );
}
