import type { GoalValues, MacroTotals } from '@chairside/contracts/web';
import { GoalBar } from '../goal-bar/goal-bar';
import { MACRO_COLORS } from '../theme/tokens';

/** Protein, carbs and fat eaten against their goals, each in its macro's colour. */
export function MacroGoalBars({ totals, goals }: { totals: MacroTotals; goals: GoalValues }) {
  return (
    <>
      <GoalBar label="Protein" eaten={totals.protein} goal={goals.proteinGoal} unit="g" color={MACRO_COLORS.protein} />
      <GoalBar label="Carbs" eaten={totals.carbs} goal={goals.carbGoal} unit="g" color={MACRO_COLORS.carbs} />
      <GoalBar label="Fat" eaten={totals.fat} goal={goals.fatGoal} unit="g" color={MACRO_COLORS.fat} />
    </>
  );
}
