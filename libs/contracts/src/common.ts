import { z } from 'zod';
import { LIST_PAGE } from './api-paths';

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export const MealType = z.enum(MEAL_TYPES);
export type MealType = z.infer<typeof MealType>;

export const Uuid = z.uuid();

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'must be a real calendar date');

// Building an Intl.DateTimeFormat costs ~0.1 ms and every food-list call validates `tz`: the bench
// measured half the API's throughput going there. Zones already accepted are remembered (bounded).
const knownTimeZones = new Set<string>();

/** An IANA time zone the runtime knows (Europe/Berlin, UTC). */
export const TimeZone = z
  .string()
  .max(64)
  .refine((tz) => {
    if (knownTimeZones.has(tz)) return true;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      if (knownTimeZones.size < 1000) knownTimeZones.add(tz);
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as Europe/Berlin');

/**
 * A non-negative number. Multipart forms send every field as text, so a numeric string is
 * accepted too; anything else is rejected rather than silently stored.
 */
export const amount = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v),
    z.number().min(0, 'must not be negative').max(max, `must be at most ${max}`),
  );

export const wholeAmount = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v),
    z.number().int('must be a whole number').min(0, 'must not be negative').max(max, `must be at most ${max}`),
  );

/**
 * Lists without a date are pages (decisions.md "Hardening"): newest first, `limit` entries
 * (default 50, at most 200); the next page's `cursor` is in the `X-Next-Cursor` header (and a
 * `Link: <…>; rel="next"`), absent on the last page.
 */

export const PageQuery = {
  limit: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v),
      z
        .number()
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(LIST_PAGE.maxLimit, `must be at most ${LIST_PAGE.maxLimit}`),
    )
    .optional(),
  cursor: z
    .string()
    .max(120)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be the cursor a previous page gave')
    .optional(),
};

/** The one error shape every API failure answers with (decisions.md, "API conventions"). */
export const ApiError = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  dependencyDown: 'DEPENDENCY_UNAVAILABLE',
  aiKeyNotConfigured: 'AI_KEY_NOT_CONFIGURED',
  /** A provider outside our control answered wrongly (refused, or unreadable). */
  aiProvider: 'AI_PROVIDER_FAILED',
  productNotFound: 'PRODUCT_NOT_FOUND',
  photoQuotaFull: 'PHOTO_QUOTA_FULL',
} as const;
