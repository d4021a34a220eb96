import { todayQuery } from '@chairside/api-client';
import { DEFAULT_GOALS, sumMacros } from '@chairside/contracts';
import { GoalBar, SectionCard } from '@chairside/ui';
import { useMemo } from 'react';
import { useListTodaysFoodEntriesQuery } from '../../entities/food-entry';
import { useGetNutritionGoalsQuery } from '../../entities/nutrition-goals';

export function TodaysOverview() {
  const today = useMemo(() => todayQuery(), []);
  const { data: entries = [] } = useListTodaysFoodEntriesQuery(today);
  const { data: saved } = useGetNutritionGoalsQuery();
  // spec 9: the dashboard's defaults until the user saves goals.
  const goals = saved ?? DEFAULT_GOALS.dashboard;
  const t = sumMacros(entries);
  return (
    <SectionCard title="Today's Overview">
      <GoalBar label="Calories" eaten={t.calories} goal={goals.calorieGoal} unit=" kcal" />
      <GoalBar label="Protein" eaten={t.protein} goal={goals.proteinGoal} unit="g" />
      <GoalBar label="Carbs" eaten={t.carbs} goal={goals.carbGoal} unit="g" />
      <GoalBar label="Fat" eaten={t.fat} goal={goals.fatGoal} unit="g" />
    </SectionCard>
  );
}
