import type { ReactNode } from 'react';
import type { GoalValues, MacroTotals } from '@chairside/contracts/web';
import { GoalBar } from '../goal-bar/goal-bar';
import { SectionCard } from '../section-card';

/** 'Today's Overview': what was eaten against each goal. The dashboard and the landing previews draw it. */
export function MacroOverview({
  totals,
  goals,
  action,
}: {
  totals: MacroTotals;
  goals: GoalValues;
  action?: ReactNode;
}) {
  return (
    <SectionCard title="Today's Overview" action={action}>
      {/* Whole calories, as Today's Progress and the progress page show them. */}
      <GoalBar label="Calories" eaten={Math.round(totals.calories)} goal={goals.calorieGoal} unit=" kcal" />
      <GoalBar label="Protein" eaten={totals.protein} goal={goals.proteinGoal} unit="g" />
      <GoalBar label="Carbs" eaten={totals.carbs} goal={goals.carbGoal} unit="g" />
      <GoalBar label="Fat" eaten={totals.fat} goal={goals.fatGoal} unit="g" />
    </SectionCard>
  );
}
