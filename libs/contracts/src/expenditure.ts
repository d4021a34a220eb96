import { z } from 'zod';
import { TimeZone } from './common';
import { NutritionGoals } from './nutrition-goals';

const count = z.number().int().min(0);

/** GET /api/nutrition-goals/expenditure?tz: the window's days are calendar days in tz (UTC when left out). */
export const ExpenditureQuery = z.object({ tz: TimeZone.optional() });
export type ExpenditureQuery = z.infer<typeof ExpenditureQuery>;

/**
 * The member's expenditure measured from their own log (rules/expenditure.ts), or what is still
 * missing for it; the formula's estimate beside it; and the goals that would reach their goal
 * weight from it, on the BMI plan's rules (null until the estimate and the profile's height,
 * weight, age and sex are there).
 */
export const ExpenditureResponse = z.object({
  window: z.object({ from: z.string(), to: z.string(), days: count }),
  loggedDays: count,
  weighIns: count,
  missing: z.object({ days: count, loggedDays: count, weighIns: count }),
  estimate: z
    .object({
      kcalPerDay: z.number().int(),
      uncertaintyKcal: count,
      meanIntakeKcal: count,
      trendChangeKg: z.number(),
      trendDays: count,
    })
    .nullable(),
  formulaKcalPerDay: count.nullable(),
  restingKcal: count.nullable(),
  suggestion: z
    .object({
      goals: NutritionGoals,
      goal: z.enum(['weight_loss', 'maintenance', 'weight_gain']),
      floored: z.boolean(),
    })
    .nullable(),
});
export type ExpenditureResponse = z.infer<typeof ExpenditureResponse>;
