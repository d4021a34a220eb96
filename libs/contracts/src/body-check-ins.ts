import { z } from 'zod';
import { IsoDate, TimeZone } from './common';
import {
  BODY_CHECK_IN_LIMITS,
  BODY_REGIONS,
  BODY_SIDES,
  NO_TROUBLE,
  regionReportProblem,
  type BodyRegionName,
  type BodyRegionReport,
} from './rules/body-check-ins';

export const BodyRegion = z.enum(BODY_REGIONS);
export const BodySideSchema = z.enum(BODY_SIDES);

/** One region: trouble in the last 7 days 0-10, kept from normal work, side (null where none), numbness/tingling. */
export const RegionReport = z.strictObject({
  score: z
    .number({ error: 'score must be a number from 0 to 10' })
    .int('score must be a whole number from 0 to 10')
    .min(0, 'score must be from 0 to 10')
    .max(BODY_CHECK_IN_LIMITS.maxScore, `score must be from 0 to ${BODY_CHECK_IN_LIMITS.maxScore}`),
  keptFromWork: z.boolean().default(false),
  side: BodySideSchema.nullable().default(null),
  numbness: z.boolean().default(false),
});
export type RegionReport = z.infer<typeof RegionReport>;

/** All nine regions, in the Nordic order. */
export const RegionReports = z.strictObject(
  Object.fromEntries(BODY_REGIONS.map((r) => [r, RegionReport])) as Record<BodyRegionName, typeof RegionReport>,
);
export type RegionReports = z.infer<typeof RegionReports>;

/**
 * The body a member sends: the regions they marked; a region left out had no trouble (score 0).
 * A sided region scored above 0 must say left, right or both.
 */
const RegionReportsInput = z
  .strictObject(
    Object.fromEntries(BODY_REGIONS.map((r) => [r, RegionReport.optional()])) as Record<
      BodyRegionName,
      z.ZodOptional<typeof RegionReport>
    >,
  )
  .transform(
    (given) =>
      Object.fromEntries(BODY_REGIONS.map((r) => [r, given[r] ?? { ...NO_TROUBLE }])) as Record<
        BodyRegionName,
        BodyRegionReport
      >,
  )
  .superRefine((regions, ctx) => {
    for (const r of BODY_REGIONS) {
      const problem = regionReportProblem(r, regions[r]);
      if (problem) ctx.addIssue({ code: 'custom', path: [r], message: problem });
    }
  });

/** PUT /api/body-check-ins/:date — one check-in a day: saving again that day replaces it. */
export const SaveBodyCheckInRequest = z.strictObject({
  regions: RegionReportsInput,
  /** The member's time zone: the day may not be after their today. */
  tz: TimeZone.optional(),
});
export type SaveBodyCheckInRequest = z.infer<typeof SaveBodyCheckInRequest>;

export const BodyCheckInParams = z.object({ date: IsoDate });
export const BodyCheckInIdParams = z.object({ id: z.uuid('unknown check-in') });

export const BodyCheckIn = z.object({
  id: z.string(),
  /** The member's day, YYYY-MM-DD. */
  date: z.string(),
  regions: RegionReports,
  updatedAt: z.string(),
});
export type BodyCheckIn = z.infer<typeof BodyCheckIn>;

/** Without from/to: the last 12 weeks up to today in tz (84 days, today included). */
export const BodyCheckInsQuery = z
  .object({ from: IsoDate.optional(), to: IsoDate.optional(), tz: TimeZone.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'to must not be before from' });
export const BodyCheckInsResponse = z.object({ from: z.string(), to: z.string(), checkIns: z.array(BodyCheckIn) });
export type BodyCheckInsResponse = z.infer<typeof BodyCheckInsResponse>;

export const BodyTzQuery = z.object({ tz: TimeZone.optional() });

const CalmNote = z.object({ kind: z.enum(['persistent', 'numbness']), region: BodyRegion, text: z.string() });

/** One check-in a week by default: due when the last is 7 or more days old, or there is none. */
export const BodyCheckInStatus = z.object({
  due: z.boolean(),
  lastDate: z.string().nullable(),
  dueDate: z.string(),
  /** The calm notes to see a health professional (rules/body-check-ins.ts calmNotes). */
  notes: z.array(CalmNote),
});
export type BodyCheckInStatus = z.infer<typeof BodyCheckInStatus>;

const SoreRegion = z.object({ region: BodyRegion, side: BodySideSchema.nullable(), score: z.number().int() });

/** The stretches a break aims at the regions that hurt most, and those left out with why. */
export const BodyBreakSuggestion = z.object({
  checkInDate: z.string().nullable(),
  regions: z.array(SoreRegion),
  stretches: z.array(
    z.object({ id: z.string(), name: z.string(), serves: z.array(BodyRegion), loads: z.array(BodyRegion) }),
  ),
  leftOut: z.array(
    z.object({
      stretchId: z.string(),
      name: z.string(),
      region: BodyRegion,
      side: BodySideSchema.nullable(),
      score: z.number().int(),
      reason: z.string(),
    }),
  ),
  phrase: z.string().nullable(),
});
export type BodyBreakSuggestion = z.infer<typeof BodyBreakSuggestion>;

/** Each region's score per week over the last 12 weeks beside the breaks taken, and the plain summary. */
export const BodyTrend = z.object({
  weeks: z.array(z.object({ weekStart: z.string(), breaks: z.number().int() })),
  regions: z.array(z.object({ region: BodyRegion, scores: z.array(z.number().int().nullable()) })),
  summary: z.array(z.string()),
  notes: z.array(CalmNote),
});
export type BodyTrend = z.infer<typeof BodyTrend>;
