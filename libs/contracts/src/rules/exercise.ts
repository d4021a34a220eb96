import { activityMet, metCalories, WIZARD_ACTIVITIES } from './activities';

/*
 * Exercise rules with no schema attached (docs/product.md "Exercise"), for the wizard, the stretches page and
 * the break coach in the browser; the schemas in ../exercise.ts take their lists from here.
 */

export const EXERCISE_TYPES = ['run', 'weight_lifting', 'describe', 'manual', 'ergonomic'] as const;
export type ExerciseTypeName = (typeof EXERCISE_TYPES)[number];
export const INTENSITIES = ['low', 'medium', 'high'] as const;
export type IntensityName = (typeof INTENSITIES)[number];
export const STRETCH_CATEGORIES = ['neck', 'hand_wrist', 'torso', 'hip', 'knee_ankle'] as const;
export type StretchCategoryName = (typeof STRETCH_CATEGORIES)[number];
export * from './activities';

/** What a stored exercise entry accepts. */
export const EXERCISE_ENTRY_LIMITS = {
  nameChars: 200,
  descriptionChars: 2000,
  minDurationMinutes: 1,
  maxDurationMinutes: 1440,
  maxCalories: 5000,
  /** A stretch session lists at most this many stretches (each of the 25 at most once is the usual case). */
  maxStretches: 50,
} as const;

export const EXERCISE_TYPE_LABELS: Record<ExerciseTypeName, string> = {
  run: 'Run',
  weight_lifting: 'Weight Lifting',
  describe: 'Describe Exercise',
  manual: 'Manual Entry',
  ergonomic: 'Ergonomic Stretches',
};

export const INTENSITY_LABELS: Record<IntensityName, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/** The wizard's duration presets, in minutes. */
export const DURATION_PRESETS_MINUTES = [15, 30, 60, 90] as const;

/** The wizard's types whose calories come from the activity table (manual, describe and ergonomic bring their own). */
export type RatedExerciseType = keyof typeof WIZARD_ACTIVITIES;

/** The MET of a wizard type at an intensity. */
export function exerciseMet(type: RatedExerciseType, intensity: IntensityName): number {
  return activityMet(WIZARD_ACTIVITIES[type], intensity);
}

/** Calories = MET of the type and intensity × the member's kg × hours, in whole kcal. */
export function exerciseCalories(
  type: RatedExerciseType,
  intensity: IntensityName,
  minutes: number,
  weightKg: number,
): number {
  return metCalories(exerciseMet(type, intensity), weightKg, minutes);
}

/**
 * In a guided break a stretch counts once it was held for at least this share of its time: pressing
 * Next straight away logs nothing, while a stretch cut a little short still counts.
 */
export const STRETCH_HELD_SHARE = 0.5;

/** An ergonomic session's time is shown (and stored) as whole minutes, rounded up. */
export function stretchSessionMinutes(seconds: number): number {
  return Math.ceil(seconds / 60);
}

/** The five stretch areas, in the order the stretches page shows them. */
export const STRETCH_AREA_LABELS: Record<StretchCategoryName, string> = {
  neck: 'Neck',
  hand_wrist: 'Wrist',
  torso: 'Torso',
  hip: 'Hip',
  knee_ankle: 'Ankle',
};

/** decisions.md: how the stretches page and the break coach label a logged stretch session. */
export const ERGONOMIC_ENTRY = {
  intensity: 'low',
  metadata: { exerciseTypeLabel: 'Ergonomic Stretch', intensityLabel: 'Light' },
} as const;

/** decisions.md: '{category} stretch: {description}', the category as the page names its area. */
export function stretchEntryDescription(stretch: { category: StretchCategoryName; description: string }): string {
  return `${STRETCH_AREA_LABELS[stretch.category]} stretch: ${stretch.description}`;
}
