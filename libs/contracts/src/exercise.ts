import { z } from 'zod';
import { IsoDate, PageQuery, TimeZone } from './common';
import { BODY_REGIONS } from './rules/body-check-ins';
import {
  EXERCISE_ENTRY_LIMITS as L,
  EXERCISE_TYPES,
  INTENSITIES,
  microBreakMinutesProblem,
  STRETCH_CATEGORIES,
} from './rules';

export { EXERCISE_TYPES, INTENSITIES, STRETCH_CATEGORIES };
export const ExerciseType = z.enum(EXERCISE_TYPES);
export const Intensity = z.enum(INTENSITIES);
export const StretchCategory = z.enum(STRETCH_CATEGORIES);

/** Labels the client shows, and for stretch sessions the stretches done. Nothing else. */
export const ExerciseMetadata = z.strictObject({
  intensityLabel: z.string().trim().max(40).optional(),
  exerciseTypeLabel: z.string().trim().max(40).optional(),
  stretchIds: z.array(z.uuid('must be stretch ids')).max(L.maxStretches).optional(),
  /** A break the coach guided (rather than stretches marked one by one). */
  guided: z.boolean().optional(),
});
export type ExerciseMetadata = z.infer<typeof ExerciseMetadata>;

export const ExerciseEntry = z.object({
  id: z.string(),
  exerciseType: ExerciseType,
  name: z.string(),
  duration: z.number(),
  intensity: Intensity.nullable(),
  caloriesBurned: z.number(),
  description: z.string().nullable(),
  metadata: ExerciseMetadata.nullable(),
  createdAt: z.string(),
});
export type ExerciseEntry = z.infer<typeof ExerciseEntry>;

const entryFields = {
  exerciseType: ExerciseType,
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a name.')
    .max(L.nameChars, `name must be at most ${L.nameChars} characters`),
  duration: z
    .number({ error: 'duration must be a number of minutes' })
    .min(L.minDurationMinutes, `duration must be at least ${L.minDurationMinutes} minute`)
    .max(L.maxDurationMinutes, `duration must be at most ${L.maxDurationMinutes} minutes`),
  intensity: Intensity.nullable(),
  caloriesBurned: z
    .number({ error: 'caloriesBurned must be a number' })
    .min(0, 'caloriesBurned must not be negative')
    .max(L.maxCalories, `caloriesBurned must be at most ${L.maxCalories}`),
  description: z.string().trim().max(L.descriptionChars).nullable(),
  metadata: ExerciseMetadata.nullable(),
};

/** How far back an entry may be put: Undo restores a deleted entry at the time it was logged. */
const LOGGED_AT_MAX_AGE_MS = 31 * 24 * 3600 * 1000;

/** The entry's body; a manual or described entry may leave intensity, description and metadata out. */
export const CreateExerciseEntryRequest = z.strictObject({
  ...entryFields,
  intensity: entryFields.intensity.default(null),
  description: entryFields.description.default(null),
  metadata: entryFields.metadata.default(null),
  /** When it was done; now when left out. Undo sends the deleted entry's time, so it returns to its place. */
  loggedAt: z.iso
    .datetime({ offset: true, error: 'loggedAt must be a date and time' })
    .refine((t) => Date.parse(t) <= Date.now() + 60_000, 'loggedAt must not be in the future')
    .refine((t) => Date.parse(t) >= Date.now() - LOGGED_AT_MAX_AGE_MS, 'loggedAt must be within the last 31 days')
    .optional(),
});
export type CreateExerciseEntryRequest = z.input<typeof CreateExerciseEntryRequest>;

/** A correction: any of the fields, at least one. */
export const UpdateExerciseEntryRequest = z
  .strictObject(entryFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change.');
export type UpdateExerciseEntryRequest = z.input<typeof UpdateExerciseEntryRequest>;

export const ExerciseEntryParams = z.object({ id: z.uuid('unknown exercise entry') });

/** Without `date`: one page, newest first (LIST_PAGE). */
export const ExerciseEntriesQuery = z.object({ date: IsoDate.optional(), tz: TimeZone.optional(), ...PageQuery });

export const ErgonomicStretch = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: StretchCategory,
  duration: z.number().int().min(30).max(90),
  targetMuscles: z.array(z.string()),
  instructions: z.string(),
  benefits: z.string(),
  imageUrl: z.string().nullable(),
  caloriesBurned: z.number(),
  /** The body regions it stretches or relieves, and those it puts weight or strain on (rules/body-check-ins.ts). */
  serves: z.array(z.enum(BODY_REGIONS)),
  loads: z.array(z.enum(BODY_REGIONS)),
});
export type ErgonomicStretch = z.infer<typeof ErgonomicStretch>;

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM (24-hour)');

/** The clinic-day coach's settings (rules/stretch-reminders.ts); the browser keeps the clock. */
export const StretchReminders = z
  .strictObject({
    enabled: z.boolean(),
    days: z
      .array(z.number().int().min(0).max(6), { error: 'days must be weekday numbers 0 (Sunday) to 6' })
      .max(7)
      .refine((d) => new Set(d).size === d.length, 'each day at most once'),
    startTime: ClockTime,
    endTime: ClockTime,
    // The micro-break interval (20 to 40 minutes); the refusal is the rule's own sentence.
    cadenceMinutes: z.number().superRefine((minutes, ctx) => {
      const problem = microBreakMinutesProblem(minutes);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    focusAreas: z
      .array(StretchCategory)
      .max(STRETCH_CATEGORIES.length)
      .refine((a) => new Set(a).size === a.length, 'each area at most once'),
  })
  .refine((s) => s.startTime < s.endTime, { path: ['endTime'], message: 'Clinic hours must end after they start.' });
export type StretchReminders = z.infer<typeof StretchReminders>;

/** This week's stretch breaks (Monday to Sunday in tz): every ergonomic entry is a break. */
export const StretchBreaksQuery = z.object({ tz: TimeZone.optional() });
export const StretchBreakDay = z.object({
  date: z.string(),
  breaks: z.number().int().min(0),
  /** The areas the day's breaks covered, in STRETCH_CATEGORIES order. */
  areas: z.array(StretchCategory),
});
export const StretchBreakWeek = z.object({ days: z.array(StretchBreakDay) });
export type StretchBreakWeek = z.infer<typeof StretchBreakWeek>;
