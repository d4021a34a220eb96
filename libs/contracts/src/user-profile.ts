import { z } from 'zod';
import { IsoDate } from './common';
import { LANGUAGE_CODES } from './languages';
import { BODY_LIMITS } from './rules/body-fields';
import { PHOTO_UPLOAD } from './uploads-and-platforms';

export const SEXES = ['male', 'female', 'other'] as const;
export const Sex = z.enum(SEXES);
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;

export const UserProfile = z.object({
  name: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  age: z.number().int().nullable(),
  sex: Sex.nullable(),
  gender: Sex.nullable(),
  goalWeight: z.number().nullable(),
  dateOfBirth: z.string().nullable(),
  /** How weights, heights and water show (Settings' switch); stored values are always metric. */
  unitSystem: z.enum(UNIT_SYSTEMS),
  /** The language the member chose in Settings; null until they choose (the browser's languages lead). */
  language: z.enum(LANGUAGE_CODES).nullable(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/** decisions.md "Uploads": the multipart field `image`, at most 5 MB, re-encoded without EXIF/GPS. */
export const PROFILE_IMAGE_UPLOAD = PHOTO_UPLOAD;
export const UploadProfileImageResponse = z.object({ imageUrl: z.string() });
export const ProfileImageParams = z.object({ id: z.uuid('unknown image') });

/**
 * PUT /api/user-profile: any subset; `currentWeight` is accepted as a synonym of weight, as old clients send it. The
 * photo is not among them: only the upload sets it, to the caller's own image, so nobody can point
 * their profile at another member's photo and pass for them in the community (a 400 names the field).
 */
export const UpdateUserProfileRequest = z
  .object({
    name: z.string().trim().max(80).optional(),
    height: z
      .number()
      .min(BODY_LIMITS.heightCm.min, `height must be at least ${BODY_LIMITS.heightCm.min} cm`)
      .max(BODY_LIMITS.heightCm.max, `height must be at most ${BODY_LIMITS.heightCm.max} cm`)
      .nullable()
      .optional(),
    weight: z
      .number()
      .min(BODY_LIMITS.weightKg.min, `weight must be at least ${BODY_LIMITS.weightKg.min} kg`)
      .max(BODY_LIMITS.weightKg.max, `weight must be at most ${BODY_LIMITS.weightKg.max} kg`)
      .nullable()
      .optional(),
    currentWeight: z.number().min(20).max(400).nullable().optional(),
    age: z
      .number()
      .int()
      .min(BODY_LIMITS.age.min, `age must be at least ${BODY_LIMITS.age.min}`)
      .max(BODY_LIMITS.age.max)
      .nullable()
      .optional(),
    sex: Sex.nullable().optional(),
    gender: Sex.nullable().optional(),
    goalWeight: z.number().min(20).max(400).nullable().optional(),
    dateOfBirth: IsoDate.nullable().optional(),
    /** The member's calendar day: a new weight is that day's weigh-in (UTC's day when left out). */
    today: IsoDate.optional(),
    unitSystem: z.enum(UNIT_SYSTEMS).optional(),
    language: z.enum(LANGUAGE_CODES, 'language must be one of en, es, zh, pt, fr, de, it, ro').optional(),
  })
  .strict();
export type UpdateUserProfileRequest = z.infer<typeof UpdateUserProfileRequest>;
