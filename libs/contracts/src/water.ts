import { z } from 'zod';
import { IsoDate, TimeZone } from './common';
import { ML_PER_FL_OZ, WATER_LIMITS, waterToMl, type WaterUnit as Unit } from './rules/water';

const WaterUnitSchema = z.enum(['ml', 'floz']);

/**
 * The refusal of an amount outside [min, max] ml, said in the member's unit; the bounds in ounces are
 * rounded inwards, so any whole number of ounces between them is taken.
 */
const amountIn = (unit: Unit, ml: number, min: number, max: number) => {
  const [lo, hi] = unit === 'ml' ? [min, max] : [Math.ceil(min / ML_PER_FL_OZ), Math.floor(max / ML_PER_FL_OZ)];
  return ml < min || ml > max ? `must be between ${lo} and ${hi} ${unit === 'ml' ? 'ml' : 'fl oz'}` : null;
};

const Amount = z.number({ error: 'must be a number' }).finite();

/** One drink: its id (for Undo and deletion), amount and when it was logged. */
export const WaterEntry = z.object({ id: z.uuid(), amountMl: z.number().int(), drunkAt: z.string() });
export type WaterEntry = z.infer<typeof WaterEntry>;

/** The member's daily goal, and the unit they see water in: fl oz when their profile is in imperial units. */
export const WaterGoal = z.object({ goalMl: z.number().int(), unit: WaterUnitSchema });
export type WaterGoal = z.infer<typeof WaterGoal>;

/** PUT /api/water-goal: the goal in the unit it was typed in (the unit shown stays the profile's). */
export const SetWaterGoalRequest = z
  .object({ goal: Amount, unit: WaterUnitSchema })
  .strict()
  .superRefine((b, ctx) => {
    const { min, max } = WATER_LIMITS.goalMl;
    const message = amountIn(b.unit, waterToMl(b.goal, b.unit), min, max);
    if (message) ctx.addIssue({ code: 'custom', path: ['goal'], message });
  });
export type SetWaterGoalRequest = z.infer<typeof SetWaterGoalRequest>;

/** A day's water: its drinks newest first, their total, and the goal to show it against. */
export const WaterDay = WaterGoal.extend({ date: z.string(), totalMl: z.number().int(), entries: z.array(WaterEntry) });
export type WaterDay = z.infer<typeof WaterDay>;

export const WaterDayQuery = z.object({ tz: TimeZone.optional() });
export const WaterDayParams = z.object({ date: IsoDate });
export const WaterEntryParams = z.object({ id: z.uuid('unknown water entry') });

/** "+ Glass" (or any drink): now, or on an earlier day (then at noon) within PAST_DAYS_EDITABLE. */
export const CreateWaterEntryRequest = z
  .object({ amount: Amount, unit: WaterUnitSchema, date: IsoDate.optional(), tz: TimeZone.optional() })
  .strict()
  .superRefine((b, ctx) => {
    const message = amountIn(b.unit, waterToMl(b.amount, b.unit), 1, WATER_LIMITS.entryMl);
    if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message });
  });
export type CreateWaterEntryRequest = z.infer<typeof CreateWaterEntryRequest>;

/** PUT /api/water-days/:date: the day's total as the member counted it, replacing its drinks. */
export const SetWaterDayRequest = z
  .object({ total: Amount, unit: WaterUnitSchema, tz: TimeZone.optional() })
  .strict()
  .superRefine((b, ctx) => {
    const message = amountIn(b.unit, waterToMl(b.total, b.unit), 0, WATER_LIMITS.dayMl);
    if (message) ctx.addIssue({ code: 'custom', path: ['total'], message });
  });
export type SetWaterDayRequest = z.infer<typeof SetWaterDayRequest>;

/** The Progress page's water bars: one row per calendar day in tz, oldest first, days without water as 0. */
export const WaterHistoryQuery = z.object({
  days: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.literal(7, { error: 'days must be 7' })),
  tz: TimeZone.optional(),
});
export const WaterHistory = WaterGoal.extend({
  days: z.array(z.object({ date: z.string(), totalMl: z.number().int() })),
});
export type WaterHistory = z.infer<typeof WaterHistory>;
