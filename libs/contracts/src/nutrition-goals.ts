import { z } from 'zod';
import { wholeAmount } from './common';
import { GOAL_MAX } from './rules/goals';

export const NutritionGoals = z.object({
  calorieGoal: wholeAmount(GOAL_MAX.calorieGoal),
  proteinGoal: wholeAmount(GOAL_MAX.proteinGoal),
  carbGoal: wholeAmount(GOAL_MAX.carbGoal),
  fatGoal: wholeAmount(GOAL_MAX.fatGoal),
});
export type NutritionGoals = z.infer<typeof NutritionGoals>;

/** GET answers null until the user saves goals; the client then shows DEFAULT_GOALS. */
export const NutritionGoalsResponse = NutritionGoals.nullable();
