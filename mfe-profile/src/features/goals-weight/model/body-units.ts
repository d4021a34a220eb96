import { cmToFtIn, kgToLb, lbToKg } from '@chairside/contracts/web';

export type UnitSystem = 'metric' | 'imperial';

/** The profile editors convert with 2.20462 lb per kg. */
export const toLb = (kg: number) => kgToLb(kg, true);
export const toKg = (lb: number) => lbToKg(lb, true);

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** A weight stored in kg as the unit system shows it: 80 → '80 kg' or '176.4 lbs'. */
export function formatWeight(kg: number, units: UnitSystem): string {
  return units === 'metric' ? `${oneDecimal(kg)} kg` : `${oneDecimal(toLb(kg))} lbs`;
}

/** A height stored in cm: '178 cm' or `5'10"`. */
export function formatHeight(cm: number, units: UnitSystem): string {
  if (units === 'metric') return `${Math.round(cm)} cm`;
  const { ft, inches } = cmToFtIn(cm);
  return `${ft}'${inches}"`;
}

/** The weight sliders run 20–200 kg, or 44–440 lbs. */
export const WEIGHT_SLIDER = {
  metric: { min: 20, max: 200, step: 0.5, unit: 'kg' },
  imperial: { min: 44, max: 440, step: 1, unit: 'lbs' },
} as const;

/** The slider's value for a stored kg weight, kept inside the slider's range. */
export function sliderValue(kg: number, units: UnitSystem): number {
  const { min, max, step } = WEIGHT_SLIDER[units];
  const raw = units === 'metric' ? kg : toLb(kg);
  const stepped = Math.round(raw / step) * step;
  return Math.min(max, Math.max(min, stepped));
}

/** What a slider position stores: kg with one decimal. */
export const sliderToKg = (value: number, units: UnitSystem) => (units === 'metric' ? value : oneDecimal(toKg(value)));
