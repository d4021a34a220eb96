import {
  ACTIVITIES,
  UNKNOWN_ACTIVITY,
  activityMet,
  metCalories,
  type Activity,
  type ExerciseAnalysisResult,
} from '@chairside/contracts';
import { parseDistanceKm, parseDurationMinutes } from './duration';

type Intensity = ExerciseAnalysisResult['intensity'];

const DEFAULT_DURATION_MINUTES = 30;
const MAX_MINUTES = 24 * 60;
const EFFORT_WORDS: Record<Intensity, RegExp> = {
  low: /\b(light|lightly|easy|gentle|gently|slow|slowly|relaxed|leisurely|casual|recovery)\b/,
  high: /\b(hard|vigorous|vigorously|intense|intensely|fast|sprints?|sprinting|heavy|hiit|race|racing|all[- ]out|max|maximal|tough|competitive|uphill)\b/,
  // Brisk walking is moderate effort in the Compendium (17200, 4.3 MET), not vigorous.
  medium: /\b(moderate|moderately|steady|normal|medium|average|brisk|briskly)\b/,
};
const EFFORT_LABEL: Record<Intensity, string> = { low: 'light', medium: 'moderate', high: 'vigorous' };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// One regex per activity, built once: a whole-word scan per call.
const MATCHERS = ACTIVITIES.map((a) => ({
  activity: a,
  re: new RegExp(`(?:^|[^a-z0-9])(?:${a.words.map(escape).join('|')})(?:$|[^a-z0-9])`),
}));

function findActivity(text: string): Activity | null {
  return MATCHERS.find((m) => m.re.test(text))?.activity ?? null;
}

function effortOf(text: string, activity: Activity, minutes: number | null): Intensity {
  // A stated running pace beats the words: under 8 km/h is a jog, over 11 km/h is hard.
  const km = activity.name === 'Running' && minutes ? parseDistanceKm(text) : null;
  if (km && minutes) {
    const kmh = km / (minutes / 60);
    return kmh < 8 ? 'low' : kmh > 11 ? 'high' : 'medium';
  }
  // 'not hard' and 'light jog' are both rare enough that the first effort word decides.
  for (const level of ['medium', 'low', 'high'] as const) if (EFFORT_WORDS[level].test(text)) return level;
  return 'medium';
}

/** kcal = MET × kg × hours (Compendium of Physical Activities), read from the user's own words. */
export function estimateExercise(description: string, weightKg: number): ExerciseAnalysisResult {
  const text = description.toLowerCase();
  const known = findActivity(text);
  const activity = known ?? UNKNOWN_ACTIVITY;
  const stated = parseDurationMinutes(text);
  const minutes = Math.min(MAX_MINUTES, Math.max(1, stated ?? DEFAULT_DURATION_MINUTES));
  const intensity = effortOf(text, activity, stated);
  const met = activityMet(activity, intensity);
  const kg = Math.round(weightKg * 10) / 10;
  const notes = [
    stated === null ? `no duration given, so ${DEFAULT_DURATION_MINUTES} min assumed` : '',
    known ? '' : 'activity not recognised, so this is a rough estimate',
  ].filter(Boolean);
  return {
    name: activity.name,
    description: `${activity.name}, ${EFFORT_LABEL[intensity]} effort, ${minutes} min at ${met} MET for ${kg} kg${notes.length ? ` (${notes.join('; ')})` : ''}.`,
    duration: minutes,
    intensity,
    caloriesBurned: metCalories(met, weightKg, minutes),
  };
}
