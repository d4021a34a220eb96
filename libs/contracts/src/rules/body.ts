/**
 * Two factors on purpose: 2.205 lb per kg in the dashboard and BMI dialog, 2.20462 in the profile
 * editors (docs/product.md "Body and goals"); one factor would change numbers on screen.
 */
export const LB_PER_KG = 2.205;
export const LB_PER_KG_PROFILE = 2.20462;
export const CM_PER_IN = 2.54;
export const CM_PER_FT = 30.48;

export const kgToLb = (kg: number, precise = false) => kg * (precise ? LB_PER_KG_PROFILE : LB_PER_KG);
export const lbToKg = (lb: number, precise = false) => lb / (precise ? LB_PER_KG_PROFILE : LB_PER_KG);

export function cmToFtIn(cm: number): { ft: number; inches: number } {
  const totalIn = Math.round(cm / CM_PER_IN);
  return { ft: Math.floor(totalIn / 12), inches: totalIn % 12 };
}
export const ftInToCm = (ft: number, inches: number) => Math.round(ft * CM_PER_FT + inches * CM_PER_IN);

/**
 * BMI unrounded (only floating-point noise is taken off, so 64 kg at 160 cm is 25, not
 * 24.999999999999996), or null without both height and weight. Classify this value, never a rounded one.
 */
export function bmi(heightCm?: number | null, weightKg?: number | null): number | null {
  if (!heightCm || !weightKg || heightCm <= 0 || weightKg <= 0) return null;
  return Math.round((weightKg / (heightCm / 100) ** 2) * 1e6) / 1e6;
}

/**
 * BMI as shown: one decimal, cut rather than rounded (docs/decisions.md "BMI"), so the number
 * shown always lies in the category shown: 24.98 shows "24.9" beside Normal weight, not "25.0".
 */
export function formatBmi(value: number): string {
  return (Math.floor(value * 10 + 1e-9) / 10).toFixed(1);
}

export type BmiCategory = 'underweight' | 'normal' | 'overweight' | 'obese';
export type BodyGoal = 'weight_gain' | 'maintenance' | 'weight_loss';

/** On the unrounded BMI: under 18.5, under 25, under 30, 30 and above; each with the goal it suggests. */
export function bmiCategory(value: number): { category: BmiCategory; label: string; goal: BodyGoal } {
  if (value < 18.5) return { category: 'underweight', label: 'Underweight', goal: 'weight_gain' };
  if (value < 25) return { category: 'normal', label: 'Normal weight', goal: 'maintenance' };
  if (value < 30) return { category: 'overweight', label: 'Overweight', goal: 'weight_loss' };
  return { category: 'obese', label: 'Obese', goal: 'weight_loss' };
}

export const BMI_SCALE = { min: 0, max: 40, labels: [15, 18.5, 25, 30, 40] } as const;

/** The marker's position on the 0–40 bar, clamped to 2–98 % so it never leaves the bar. */
export function bmiMarkerPercent(value: number): number {
  const pct = ((value - BMI_SCALE.min) / (BMI_SCALE.max - BMI_SCALE.min)) * 100;
  return Math.min(98, Math.max(2, pct));
}

export type BodySex = 'male' | 'female' | 'other';

/** Mifflin–St Jeor: 10 kg + 6.25 cm − 5 age, +5 for men, −161 otherwise. */
export function bmr({
  weightKg,
  heightCm,
  age,
  sex,
}: {
  weightKg: number;
  heightCm: number;
  age: number;
  sex: BodySex;
}): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * age + (sex === 'male' ? 5 : -161);
}
