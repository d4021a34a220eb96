import { z } from 'zod';
import { IsoDate } from './common';
import { addDays, WEIGH_IN_LIMITS as L, WEIGH_IN_SOURCES } from './rules/weight-trend';

export const WeighInSourceSchema = z.enum(WEIGH_IN_SOURCES);

/** One weigh-in: the member's weight on a calendar day (one a day), in kg with two decimals. */
export const WeighIn = z.object({
  id: z.string(),
  date: z.string(),
  weightKg: z.number(),
  /** The trend weight on that day (rules/weight-trend.ts), from the weigh-ins up to it. */
  trendKg: z.number(),
  source: WeighInSourceSchema,
  updatedAt: z.string(),
});
export type WeighIn = z.infer<typeof WeighIn>;

/**
 * A day a weigh-in may be on: a real date from 2000 on and not after tomorrow in UTC (the member's
 * today is at most a day ahead of UTC's anywhere on Earth).
 */
export const WeighInDate = IsoDate.refine((d) => d >= L.earliestDate, `date must be ${L.earliestDate} or later`).refine(
  (d) => d <= addDays(new Date().toISOString().slice(0, 10), 1),
  'date must not be in the future',
);

const WeightKg = z
  .number({ error: 'weightKg must be a number of kilograms' })
  .min(L.minKg, `weight must be at least ${L.minKg} kg`)
  .max(L.maxKg, `weight must be at most ${L.maxKg} kg`);

/** PUT /api/weigh-ins/:date: logs the day's weight, replacing the one already there. */
export const WeighInDayParams = z.object({ date: WeighInDate });
export const LogWeighInRequest = z.strictObject({ weightKg: WeightKg });
export type LogWeighInRequest = z.infer<typeof LogWeighInRequest>;

export const WeighInParams = z.object({ id: z.uuid('unknown weigh-in') });

/** A correction of the weight, the day, or both (a day that has a weigh-in already is refused: 409). */
export const UpdateWeighInRequest = z
  .strictObject({ date: WeighInDate, weightKg: WeightKg })
  .partial()
  .refine((b) => b.date !== undefined || b.weightKg !== undefined, 'send date or weightKg');
export type UpdateWeighInRequest = z.infer<typeof UpdateWeighInRequest>;

/** GET /api/weigh-ins?from&to: the days from and to, both included, at most two years. */
const RangeDate = IsoDate.refine((d) => d >= L.earliestDate, `date must be ${L.earliestDate} or later`);
export const WeighInsQuery = z
  .object({ from: RangeDate, to: RangeDate })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < L.maxRangeDays, {
    message: `at most ${L.maxRangeDays} days at a time`,
    path: ['to'],
  });
export type WeighInsQuery = z.infer<typeof WeighInsQuery>;

export const TrendPointSchema = z.object({ date: z.string(), trendKg: z.number() });

/**
 * The weigh-ins of the range, oldest first; the trend of every day in it from the first weigh-in
 * shown to the last (warmed up on the weigh-ins before it); the trend's weekly rate over the range
 * (null under a week of trend); and the latest weigh-in ever, whatever the range.
 */
export const WeighInsResponse = z.object({
  weighIns: z.array(WeighIn),
  trend: z.array(TrendPointSchema),
  weeklyRateKg: z.number().nullable(),
  latest: WeighIn.nullable(),
});
export type WeighInsResponse = z.infer<typeof WeighInsResponse>;
