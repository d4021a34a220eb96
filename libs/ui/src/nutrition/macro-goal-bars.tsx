import type { GoalValues, MacroTotals } from '@chairside/contracts/web';
import { GoalBar } from '../goal-bar/goal-bar';
import { useUiT } from '../i18n/ui-texts';
import { MACRO_COLORS } from '../theme/tokens';

/** Protein, carbs and fat eaten against their goals, each in its macro's colour. */
export function MacroGoalBars({ totals, goals }: { totals: MacroTotals; goals: GoalValues }) {
  const t = useUiT();
  return (
    <>
      <GoalBar
        label={t('Protein')}
        eaten={totals.protein}
        goal={goals.proteinGoal}
        unit="g"
        color={MACRO_COLORS.protein}
      />
      <GoalBar label={t('Carbs')} eaten={totals.carbs} goal={goals.carbGoal} unit="g" color={MACRO_COLORS.carbs} />
      <GoalBar label={t('Fat')} eaten={totals.fat} goal={goals.fatGoal} unit="g" color={MACRO_COLORS.fat} />
    </>
  );
}
