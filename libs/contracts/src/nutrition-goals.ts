import { z } from 'zod';
import { wholeAmount } from './common';

export const NutritionGoals = z.object({
  calorieGoal: wholeAmount(20000),
  proteinGoal: wholeAmount(2000),
  carbGoal: wholeAmount(2000),
  fatGoal: wholeAmount(2000),
});
export type NutritionGoals = z.infer<typeof NutritionGoals>;

/** GET answers null until the user saves goals; the client then shows these (spec 9, dashboard). */
export const NutritionGoalsResponse = NutritionGoals.nullable();
