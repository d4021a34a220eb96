import type { BodyRegionName, ExerciseTypeName, IntensityName } from '@chairside/contracts/web';
import { t } from './index';

/*
 * The contracts' English labels, translated where they are shown. Each key is written out so the
 * key check and the translators see it; English stays the contracts' own text.
 */

/** BODY_REGION_LABELS in the active language. */
export function regionLabel(region: BodyRegionName): string {
  switch (region) {
    case 'neck':
      return t('Neck');
    case 'shoulders':
      return t('Shoulders');
    case 'upper_back':
      return t('Upper back');
    case 'elbows':
      return t('Elbows');
    case 'wrists_hands':
      return t('Wrists/hands');
    case 'lower_back':
      return t('Lower back');
    case 'hips_thighs':
      return t('Hips/thighs');
    case 'knees':
      return t('Knees');
    case 'ankles_feet':
      return t('Ankles/feet');
  }
}

/** EXERCISE_TYPE_LABELS in the active language. */
export function exerciseTypeLabel(type: ExerciseTypeName): string {
  switch (type) {
    case 'run':
      return t('Run');
    case 'weight_lifting':
      return t('Weight Lifting');
    case 'describe':
      return t('Describe Exercise');
    case 'manual':
      return t('Manual Entry');
    case 'ergonomic':
      return t('Ergonomic Stretches');
  }
}

/** INTENSITY_LABELS in the active language. */
export function intensityLabel(intensity: IntensityName): string {
  switch (intensity) {
    case 'low':
      return t('Low');
    case 'medium':
      return t('Medium');
    case 'high':
      return t('High');
  }
}

/** WEEKDAY_LABELS (0 Sunday) as the active language abbreviates them; "Mon" in English. */
export function weekdayShort(day: number, locale: string): string {
  // 2023-01-01 was a Sunday; noon UTC so no zone moves the day.
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day, 12)),
  );
}
