import type { GoalValues } from '../nutrition-math';
import { MACRO_KCAL } from './food-insights';

/** spec 9 conversions: 2.205 lb per kg in the dashboard and BMI dialog, 2.20462 in the profile editors. */
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

/** BMI with one decimal, or null without both height and weight (spec 5). */
export function bmi(heightCm?: number | null, weightKg?: number | null): number | null {
  if (!heightCm || !weightKg || heightCm <= 0 || weightKg <= 0) return null;
  return Math.round((weightKg / (heightCm / 100) ** 2) * 10) / 10;
}

export type BmiCategory = 'underweight' | 'normal' | 'overweight' | 'obese';
export type BodyGoal = 'weight_gain' | 'maintenance' | 'weight_loss';

/** spec 9: under 18.5, up to 24.9, up to 29.9, above; each with the goal it suggests. */
export function bmiCategory(value: number): { category: BmiCategory; label: string; goal: BodyGoal } {
  if (value < 18.5) return { category: 'underweight', label: 'Underweight', goal: 'weight_gain' };
  if (value <= 24.9) return { category: 'normal', label: 'Normal weight', goal: 'maintenance' };
  if (value <= 29.9) return { category: 'overweight', label: 'Overweight', goal: 'weight_loss' };
  return { category: 'obese', label: 'Obese', goal: 'weight_loss' };
}

export const BMI_SCALE = { min: 0, max: 40, labels: [15, 18.5, 25, 30, 40] } as const;

/** The marker's position on the 0–40 bar, clamped to 2–98 % so it never leaves the bar. */
export function bmiMarkerPercent(value: number): number {
  const pct = ((value - BMI_SCALE.min) / (BMI_SCALE.max - BMI_SCALE.min)) * 100;
  return Math.min(98, Math.max(2, pct));
}

export type BodySex = 'male' | 'female' | 'other';

/** Mifflin–St Jeor (spec 9): 10 kg + 6.25 cm − 5 age, +5 for men, −161 otherwise. */
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

export const ACTIVITY_MULTIPLIERS = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  veryActive: 1.9,
} as const;
export const ACTIVITY_DEFAULTS = {
  bmiDialog: ACTIVITY_MULTIPLIERS.light,
  dashboard: ACTIVITY_MULTIPLIERS.moderate,
} as const;

/** spec 9, goals wizard: 0–2 workouts a week light, 3–5 moderate, 6+ active. */
export function activityForWorkouts(perWeek: number): number {
  if (perWeek <= 2) return ACTIVITY_MULTIPLIERS.light;
  if (perWeek <= 5) return ACTIVITY_MULTIPLIERS.moderate;
  return ACTIVITY_MULTIPLIERS.active;
}

export type WeightGoal = BodyGoal | 'auto';
const GOAL_OFFSET: Record<BodyGoal, number> = { weight_loss: -500, maintenance: 0, weight_gain: 500 };

/**
 * spec 9: maintenance = BMR × activity; loss −500, gain +500 kcal; 'auto' follows the BMI
 * category. Null unless height, weight, age and sex are all known (spec 5).
 */
export function calorieGoalFromBody(b: {
  weightKg?: number | null;
  heightCm?: number | null;
  age?: number | null;
  sex?: BodySex | null;
  activity?: number;
  goal?: WeightGoal;
}): number | null {
  if (!b.weightKg || !b.heightCm || !b.age || !b.sex) return null;
  const goal = b.goal && b.goal !== 'auto' ? b.goal : bmiCategory(bmi(b.heightCm, b.weightKg)!).goal;
  const maintenance =
    bmr({ weightKg: b.weightKg, heightCm: b.heightCm, age: b.age, sex: b.sex }) *
    (b.activity ?? ACTIVITY_DEFAULTS.bmiDialog);
  return Math.round(maintenance + GOAL_OFFSET[goal]);
}

export interface Macros {
  protein: number;
  carbs: number;
  fat: number;
}

/** spec 9, BMI-based: protein 1.8 g per lb, fat 25 % of calories, carbs the rest. */
export function bmiMacros(calories: number, weightKg: number): Macros {
  const protein = Math.round(1.8 * kgToLb(weightKg));
  const fat = Math.round((calories * 0.25) / MACRO_KCAL.fat);
  const carbs = Math.max(
    0,
    Math.round((calories - protein * MACRO_KCAL.protein - fat * MACRO_KCAL.fat) / MACRO_KCAL.carbs),
  );
  return { protein, carbs, fat };
}

/** spec 9, goals wizard: protein/carb/fat percent of calories. */
export const MACRO_SPLITS = { default: [30, 40, 30], lose: [35, 35, 30], gain: [25, 50, 25] } as const;
export type MacroSplit = readonly [number, number, number];

export function macrosFromSplit(calories: number, [p, c, f]: MacroSplit): Macros {
  return {
    protein: Math.round((calories * p) / 100 / MACRO_KCAL.protein),
    carbs: Math.round((calories * c) / 100 / MACRO_KCAL.carbs),
    fat: Math.round((calories * f) / 100 / MACRO_KCAL.fat),
  };
}

export type WizardGoal = 'lose' | 'maintain' | 'gain';
/** When the wizard does not know age or sex (it asks neither): an adult of 35 on the female/other formula. */
export const WIZARD_ASSUMED = { age: 35, sex: 'other' as BodySex } as const;

/** The goals wizard's custom plan (spec 2 and 9). */
export function wizardPlan(p: {
  workoutsPerWeek: number;
  heightCm: number;
  weightKg: number;
  goal: WizardGoal;
  age?: number | null;
  sex?: BodySex | null;
}): GoalValues {
  const base = bmr({
    weightKg: p.weightKg,
    heightCm: p.heightCm,
    age: p.age ?? WIZARD_ASSUMED.age,
    sex: p.sex ?? WIZARD_ASSUMED.sex,
  });
  const calorieGoal = Math.round(
    base * activityForWorkouts(p.workoutsPerWeek) + (p.goal === 'lose' ? -500 : p.goal === 'gain' ? 500 : 0),
  );
  const m = macrosFromSplit(
    calorieGoal,
    p.goal === 'lose' ? MACRO_SPLITS.lose : p.goal === 'gain' ? MACRO_SPLITS.gain : MACRO_SPLITS.default,
  );
  return { calorieGoal, proteinGoal: m.protein, carbGoal: m.carbs, fatGoal: m.fat };
}

export const GOALS_WIZARD_LIMITS = { heightCm: [60, 244], weightKg: [20, 360] } as const;

/** spec 5: goal inputs parse to integers; anything invalid becomes 0. */
export function parseGoalInput(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}
