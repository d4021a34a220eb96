import { useGetNutritionGoalsQuery, useSaveNutritionGoalsMutation } from '@chairside/api-client';
import { DEFAULT_GOALS, planFromProfile, type GoalValues, type UserProfile } from '@chairside/contracts/web';
import { useCallFailed, useToast } from '@chairside/ui';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';

const same = (a: GoalValues, b: GoalValues) =>
  a.calorieGoal === b.calorieGoal &&
  a.proteinGoal === b.proteinGoal &&
  a.carbGoal === b.carbGoal &&
  a.fatGoal === b.fatGoal;

/**
 * After height, weight, sex, age or goal weight change: goals recomputed from the profile as it now
 * is, offered with the same confirmation as the BMI plan's 'Use as My Goals', and saved only on
 * 'Use These Goals'. Nothing is offered while a body value is missing or when the goals would not change.
 */
export function useRecomputeGoals() {
  const { data: saved } = useGetNutritionGoalsQuery();
  const [saveGoals, { isLoading }] = useSaveNutritionGoalsMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const t = useT();
  const [proposed, setProposed] = useState<GoalValues | null>(null);
  const current = saved ?? DEFAULT_GOALS;

  function offer(profile: UserProfile) {
    const plan = planFromProfile(profile);
    if (plan && !same(plan, current)) setProposed(plan);
  }

  async function confirm() {
    if (!proposed) return;
    const r = await saveGoals({ goals: proposed, exists: !!saved });
    if ('error' in r)
      return failed(r.error, {
        title: t('Error'),
        description: t('Failed to update goals. Please try again.'),
        variant: 'destructive',
      });
    setProposed(null);
    toast({
      title: t('Goals Updated'),
      description: t('Your daily goal is now {{calories}} kcal.', { calories: proposed.calorieGoal }),
    });
  }

  return { proposed, current, saving: isLoading, offer, confirm, cancel: () => setProposed(null) };
}
