import { CM_PER_IN, cmToFtIn, kgToLb, lbToKg } from './body';

/*
 * The one pair of height and weight fields (the welcome steps, Settings and Body Measurements):
 * what a typed value means in either unit system, and the limit it breaks, in words.
 */

export type BodyUnits = 'metric' | 'imperial';

/** What the profile accepts (the UpdateUserProfileRequest schema uses the same bounds). */
export const BODY_LIMITS = {
  heightCm: { min: 50, max: 272 },
  weightKg: { min: 20, max: 400 },
  age: { min: 13, max: 120 },
} as const;

/**
 * The same limits as whole units of the imperial fields, rounded inwards so any value inside them
 * converts to one the profile accepts: 50 cm = 19.7 in → 20 in (1'8"); 272 cm = 107.09 in → 107 in
 * (8'11"); 20 kg = 44.09 lbs → 45 lbs; 400 kg = 881.85 lbs → 881 lbs.
 */
export const IMPERIAL_LIMITS = {
  heightIn: {
    min: Math.ceil(BODY_LIMITS.heightCm.min / CM_PER_IN),
    max: Math.floor(BODY_LIMITS.heightCm.max / CM_PER_IN),
  },
  weightLb: {
    min: Math.ceil(kgToLb(BODY_LIMITS.weightKg.min, true)),
    max: Math.floor(kgToLb(BODY_LIMITS.weightKg.max, true)),
  },
} as const;

/** The fields as typed: both unit systems, so switching units keeps what was typed. */
export interface BodyText {
  heightCm: string;
  ft: string;
  inch: string;
  weightKg: string;
  lb: string;
}

/** A field read: its value (null when empty or wrong) and, when wrong, why in words. */
export interface BodyRead {
  value: number | null;
  error: string | null;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const feet = (inches: number) => `${Math.floor(inches / 12)}'${inches % 12}"`;
const NUMBER = /^\d+([.,]\d+)?$/;
const parse = (text: string): number | null | 'bad' => {
  const t = text.trim();
  if (t === '') return null;
  return NUMBER.test(t) ? Number(t.replace(',', '.')) : 'bad';
};

/** The text a stored height and weight start from (empty when the profile has none). */
export function bodyText(heightCm?: number | null, weightKg?: number | null): BodyText {
  const ftIn = heightCm ? cmToFtIn(heightCm) : null;
  return {
    heightCm: heightCm ? String(oneDecimal(heightCm)) : '',
    ft: ftIn ? String(ftIn.ft) : '',
    inch: ftIn ? String(ftIn.inches) : '',
    weightKg: weightKg ? String(oneDecimal(weightKg)) : '',
    lb: weightKg ? String(oneDecimal(kgToLb(weightKg, true))) : '',
  };
}

/** The limits as the field's helper text says them. */
export function heightRange(units: BodyUnits): string {
  const { min, max } = BODY_LIMITS.heightCm;
  const { min: inMin, max: inMax } = IMPERIAL_LIMITS.heightIn;
  return units === 'metric' ? `${min}–${max} cm` : `${feet(inMin)} to ${feet(inMax)}`;
}

export function weightRange(units: BodyUnits): string {
  const kg = BODY_LIMITS.weightKg;
  const lb = IMPERIAL_LIMITS.weightLb;
  return units === 'metric' ? `${kg.min}–${kg.max} kg` : `${lb.min}–${lb.max} lbs`;
}

/** Height in cm (one decimal), from centimetres or feet and inches. */
export function readHeight(text: BodyText, units: BodyUnits): BodyRead {
  const wrong = (error: string): BodyRead => ({ value: null, error });
  if (units === 'metric') {
    const cm = parse(text.heightCm);
    if (cm === null) return { value: null, error: null };
    const { min, max } = BODY_LIMITS.heightCm;
    if (cm === 'bad') return wrong('Enter your height as a number of centimetres.');
    if (cm < min || cm > max) return wrong(`Height must be between ${min} and ${max} cm.`);
    return { value: oneDecimal(cm), error: null };
  }
  const ft = parse(text.ft);
  const inch = parse(text.inch);
  if (ft === null && inch === null) return { value: null, error: null };
  if (ft === 'bad' || inch === 'bad' || (ft !== null && !Number.isInteger(ft)))
    return wrong('Enter whole feet and inches, for example 5 and 9.');
  if (inch !== null && inch >= 12) return wrong('Inches must be less than 12.');
  const totalIn = (ft ?? 0) * 12 + (inch ?? 0);
  const { min, max } = IMPERIAL_LIMITS.heightIn;
  if (totalIn < min || totalIn > max) return wrong(`Height must be between ${feet(min)} and ${feet(max)}.`);
  return { value: oneDecimal(totalIn * CM_PER_IN), error: null };
}

/** Weight in kg (one decimal), from kilograms or pounds. */
export function readWeight(text: BodyText, units: BodyUnits): BodyRead {
  const raw = parse(units === 'metric' ? text.weightKg : text.lb);
  if (raw === null) return { value: null, error: null };
  const unit = units === 'metric' ? 'kilograms' : 'pounds';
  if (raw === 'bad') return { value: null, error: `Enter your weight as a number of ${unit}.` };
  const { min, max } = units === 'metric' ? BODY_LIMITS.weightKg : IMPERIAL_LIMITS.weightLb;
  if (raw < min || raw > max)
    return { value: null, error: `Weight must be between ${min} and ${max} ${units === 'metric' ? 'kg' : 'lbs'}.` };
  return { value: oneDecimal(units === 'metric' ? raw : lbToKg(raw, true)), error: null };
}

/**
 * Switching units fills the other system's fields from what was typed; a wrong or empty value leaves
 * them be, and so does a value they already hold that shows as what was typed (175 cm → 5'9" → back
 * stays 175 cm, not 175.3; 150 lbs → 68 kg → back stays 150 lbs, not 149.9): a round trip through
 * the coarser unit must not change what the member typed.
 */
export function switchBodyUnits(text: BodyText, from: BodyUnits, to: BodyUnits): BodyText {
  if (from === to) return text;
  const next = { ...text };
  const matches = (shown: string[], typed: string[]) => shown.every((v, i) => Number(v) === Number(typed[i] || 0));
  const heightKeys = from === 'metric' ? (['heightCm'] as const) : (['ft', 'inch'] as const);
  const weightKey = from === 'metric' ? 'weightKg' : 'lb';
  const height = readHeight(text, from).value;
  if (height !== null) {
    const held = readHeight(text, to).value;
    const heldShown = held === null ? null : bodyText(held, null);
    if (
      !heldShown ||
      !matches(
        heightKeys.map((k) => heldShown[k]),
        heightKeys.map((k) => text[k]),
      )
    ) {
      const shown = bodyText(height, null);
      if (to === 'metric') next.heightCm = shown.heightCm;
      else Object.assign(next, { ft: shown.ft, inch: shown.inch });
    }
  }
  const weight = readWeight(text, from).value;
  if (weight !== null) {
    const held = readWeight(text, to).value;
    if (held === null || !matches([bodyText(null, held)[weightKey]], [text[weightKey]])) {
      const shown = bodyText(null, weight);
      if (to === 'metric') next.weightKg = shown.weightKg;
      else next.lb = shown.lb;
    }
  }
  return next;
}

/** An age field: whole years within the profile's limits; empty is no error (the form asks for it). */
export function readAge(text: string): BodyRead {
  const t = text.trim();
  if (t === '') return { value: null, error: null };
  const { min, max } = BODY_LIMITS.age;
  if (!/^\d+$/.test(t)) return { value: null, error: 'Enter your age in whole years.' };
  const n = Number(t);
  if (n < min || n > max) return { value: null, error: `Age must be between ${min} and ${max}.` };
  return { value: n, error: null };
}

/** Age in whole years on `today` for a YYYY-MM-DD birthday. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const before = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d);
  return today.getFullYear() - y - (before ? 1 : 0);
}

/** A weight stored in kg as the unit system shows it: 80 → '80 kg' or '176.4 lbs'. */
export function formatWeight(kg: number, units: BodyUnits): string {
  return units === 'metric' ? `${oneDecimal(kg)} kg` : `${oneDecimal(kgToLb(kg, true))} lbs`;
}

/** A height stored in cm: '178 cm' or `5'10"`. */
export function formatHeight(cm: number, units: BodyUnits): string {
  if (units === 'metric') return `${oneDecimal(cm)} cm`;
  const { ft, inches } = cmToFtIn(cm);
  return `${ft}'${inches}"`;
}
