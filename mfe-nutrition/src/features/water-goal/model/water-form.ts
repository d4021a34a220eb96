import { localeOf, ML_PER_FL_OZ, WATER_LIMITS, waterFromMl, waterToMl, type WaterUnit } from '@chairside/contracts/web';
import { currentLanguage } from '@chairside/ui';
import { t } from '../../../shared/i18n';

export const UNIT_LABEL: Record<WaterUnit, string> = { ml: 'ml', floz: 'fl oz' };

/** The fields as typed: the goal and today's total, in `unit`. */
export interface WaterForm {
  unit: WaterUnit;
  goal: string;
  today: string;
}

/** What the member saved, in ml, shown in their unit. */
export const formFrom = (goalMl: number, totalMl: number, unit: WaterUnit): WaterForm => ({
  unit,
  goal: String(waterFromMl(goalMl, unit)),
  today: String(waterFromMl(totalMl, unit)),
});

/**
 * A field's amount in whole ml, or the sentence saying what is wrong; the limits are said in the unit
 * shown, rounded inwards (the API's own rule in libs/contracts water.ts).
 */
function readAmount(
  text: string,
  unit: WaterUnit,
  min: number,
  max: number,
  what: 'goal' | 'today',
): { ml: number; error: null } | { ml: null; error: string } {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n))
    return {
      ml: null,
      error: what === 'goal' ? t('Enter a goal as a number.') : t("Enter today's water as a number."),
    };
  const ml = waterToMl(n, unit);
  if (ml >= min && ml <= max) return { ml, error: null };
  const [lo, hi] = unit === 'ml' ? [min, max] : [Math.ceil(min / ML_PER_FL_OZ), Math.floor(max / ML_PER_FL_OZ)];
  const locale = localeOf(currentLanguage());
  const range = { min: lo.toLocaleString(locale), max: hi.toLocaleString(locale), unit: UNIT_LABEL[unit] };
  return {
    ml: null,
    error:
      what === 'goal'
        ? t('Enter a goal between {{min}} and {{max}} {{unit}}.', range)
        : t("Enter today's water between {{min}} and {{max}} {{unit}}.", range),
  };
}

export const readGoal = (f: WaterForm) =>
  readAmount(f.goal, f.unit, WATER_LIMITS.goalMl.min, WATER_LIMITS.goalMl.max, 'goal');
export const readToday = (f: WaterForm) => readAmount(f.today, f.unit, 0, WATER_LIMITS.dayMl, 'today');
