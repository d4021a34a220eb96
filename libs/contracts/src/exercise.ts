import { z } from 'zod';
import { IsoDate, PageQuery, TimeZone } from './common';

export const EXERCISE_TYPES = ['run', 'weight_lifting', 'describe', 'manual', 'ergonomic'] as const;
export const ExerciseType = z.enum(EXERCISE_TYPES);
export const INTENSITIES = ['low', 'medium', 'high'] as const;
export const Intensity = z.enum(INTENSITIES);

export const ExerciseEntry = z.object({
  id: z.string(),
  exerciseType: ExerciseType,
  name: z.string(),
  duration: z.number(),
  intensity: Intensity.nullable(),
  caloriesBurned: z.number(),
  description: z.string().nullable(),
  metadata: z.object({ intensityLabel: z.string().optional(), exerciseTypeLabel: z.string().optional() }).nullable(),
  createdAt: z.string(),
});
export type ExerciseEntry = z.infer<typeof ExerciseEntry>;

/** Without `date`: one page, newest first (LIST_PAGE). */
export const ExerciseEntriesQuery = z.object({ date: IsoDate.optional(), tz: TimeZone.optional(), ...PageQuery });

export const STRETCH_CATEGORIES = ['neck', 'hand_wrist', 'torso', 'hip', 'knee_ankle'] as const;
export const StretchCategory = z.enum(STRETCH_CATEGORIES);

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
});
export type ErgonomicStretch = z.infer<typeof ErgonomicStretch>;
