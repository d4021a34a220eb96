import {
  sugarExposures,
  sugarLevel,
  sugarLimits,
  sugarTotals,
  type SugarEntry,
  type SugarLevel,
} from '@chairside/contracts/web';
import { t } from '../../../shared/i18n';

export interface SugarSummary {
  /** Grams of the entries whose sugars are known. */
  grams: number;
  /** WHO: 10 % of the calorie goal in grams, and the ideal 5 %. */
  limitG: number;
  idealG: number;
  level: SugarLevel;
  exposures: number;
  /** Entries logged without a sugars figure: not counted, and said so. */
  unknown: number;
  /** Whether any entry today has a sugars figure (0 g counts); the empty state otherwise. */
  known: boolean;
  /** The bar's fill and the ideal's mark, as percentages of the WHO limit. */
  barPercent: number;
  idealPercent: number;
}

/** Today's sugars against the user's calorie goal, from the contracts' oral-health rules. */
export function sugarSummary(entries: readonly SugarEntry[], calorieGoal: number): SugarSummary {
  const { grams, unknown } = sugarTotals(entries);
  const { limitG, idealG } = sugarLimits(calorieGoal);
  const share = (g: number) => (limitG > 0 ? Math.min(100, (g / limitG) * 100) : 0);
  return {
    grams,
    limitG,
    idealG,
    level: sugarLevel(grams, calorieGoal),
    exposures: sugarExposures(entries),
    unknown,
    known: entries.length > unknown,
    barPercent: share(grams),
    idealPercent: share(idealG),
  };
}

const LEVEL_TEXT: Record<SugarLevel, (s: SugarSummary) => string> = {
  'within-ideal': (s) => t('Within the ideal of under {{grams}} g.', { grams: s.idealG }),
  'within-limit': (s) => t('Over the ideal of {{grams}} g, within the WHO limit.', { grams: s.idealG }),
  'over-limit': (s) => t('Over the WHO limit of {{grams}} g.', { grams: s.limitG }),
};
export const levelText = (s: SugarSummary) => LEVEL_TEXT[s.level](s);

export const exposuresText = (n: number) =>
  n === 0
    ? t('No sugar exposures today')
    : t('{{count}} sugar exposures today', { defaultValue_one: '{{count}} sugar exposure today', count: n });

export const unknownText = (n: number) =>
  t('{{count}} entries have no sugar figure and are not counted.', {
    defaultValue_one: '{{count}} entry has no sugar figure and is not counted.',
    count: n,
  });
