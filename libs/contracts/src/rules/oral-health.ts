/**
 * The oral-health lens (sources in docs/decisions.md "Sugars and teeth"). How often
 * sugar is eaten matters for caries as much as how much: each sugary eating occasion starts an acid
 * attack on enamel that lasts until saliva has neutralised the plaque, roughly half an hour to an
 * hour (the Stephan curve). The figures are total sugars, which is what food labels and Open Food
 * Facts give; the WHO limits are for free sugars, so fruit and milk make the count cautious.
 */

/** WHO (2015): free sugars under 10 % of energy intake, ideally under 5 %; 4 kcal per gram. */
export const SUGAR_GUIDELINE = { limitShare: 0.1, idealShare: 0.05, kcalPerGram: 4 } as const;

/** Grams of sugars that make 10 % and 5 % of the day's calorie goal. */
export function sugarLimits(calorieGoal: number): { limitG: number; idealG: number } {
  const grams = (share: number) => Math.round((calorieGoal * share) / SUGAR_GUIDELINE.kcalPerGram);
  return { limitG: grams(SUGAR_GUIDELINE.limitShare), idealG: grams(SUGAR_GUIDELINE.idealShare) };
}

/** An entry with fewer grams of sugars than this does not start an acid attack of its own. */
export const SUGAR_EXPOSURE_MIN_G = 1;
/** A sugary entry logged within this many minutes of the previous one belongs to the same occasion. */
export const SUGAR_OCCASION_GAP_MIN = 30;

export interface SugarEntry {
  /** When it was eaten (ISO). */
  createdAt: string;
  /** Grams, or null when no source knew them. */
  sugars: number | null;
}

/** Today's sugars: the total of the entries whose sugars are known, and how many are unknown. */
export function sugarTotals(entries: readonly SugarEntry[]): { grams: number; unknown: number } {
  let grams = 0;
  let unknown = 0;
  for (const e of entries) {
    if (e.sugars === null) unknown += 1;
    else grams += e.sugars;
  }
  return { grams: Math.round(grams * 10) / 10, unknown };
}

/**
 * Sugar exposures: eating occasions with at least SUGAR_EXPOSURE_MIN_G of sugars. Sugary entries
 * are taken in time order; one that starts within SUGAR_OCCASION_GAP_MIN minutes of the previous
 * sugary entry continues that occasion (so sipping through a long break stays one occasion only
 * while each sip is logged within the gap).
 */
export function sugarExposures(entries: readonly SugarEntry[]): number {
  const times = entries
    .filter((e) => e.sugars !== null && e.sugars >= SUGAR_EXPOSURE_MIN_G)
    .map((e) => Date.parse(e.createdAt))
    .sort((a, b) => a - b);
  let occasions = 0;
  let last = -Infinity;
  for (const t of times) {
    if (t - last > SUGAR_OCCASION_GAP_MIN * 60_000) occasions += 1;
    last = t;
  }
  return occasions;
}

export type SugarLevel = 'within-ideal' | 'within-limit' | 'over-limit';
/** WHO says "less than": reaching a limit is no longer under it. */
export function sugarLevel(grams: number, calorieGoal: number): SugarLevel {
  const { limitG, idealG } = sugarLimits(calorieGoal);
  if (grams < idealG) return 'within-ideal';
  if (grams < limitG) return 'within-limit';
  return 'over-limit';
}
