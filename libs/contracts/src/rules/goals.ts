import type { GoalValues } from '../nutrition-math';
import { bmi, bmiCategory, bmr, type BodyGoal, type BodySex } from './body';

/** Energy per gram (docs/product.md "Food logging", insights). */
export const MACRO_KCAL = { protein: 4, carbs: 4, fat: 9 } as const;

/**
 * Every goal formula in one place (decisions.md "Goals"): the goals wizard, Body Measurements'
 * 'Use as My Goals' and the dashboard's BMI suggestion all plan from here, so one body gives one
 * answer. A suggested calorie goal is never below the user's BMR.
 */

/** Until a user saves goals, every screen shows these (decisions.md: the dashboard's defaults). */
export const DEFAULT_GOALS: GoalValues = { calorieGoal: 2000, proteinGoal: 150, carbGoal: 200, fatGoal: 70 };

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

/** Goals wizard: 0–2 workouts a week light, 3–5 moderate, 6+ active. */
export function activityForWorkouts(perWeek: number): number {
  if (perWeek <= 2) return ACTIVITY_MULTIPLIERS.light;
  if (perWeek <= 5) return ACTIVITY_MULTIPLIERS.moderate;
  return ACTIVITY_MULTIPLIERS.active;
}

const GOAL_OFFSET: Record<BodyGoal, number> = { weight_loss: -500, maintenance: 0, weight_gain: 500 };

/** Maintenance = BMR × activity; loss −500, gain +500 kcal; never below the BMR itself. */
export function plannedCalories(restingKcal: number, activity: number, goal: BodyGoal): number {
  return caloriesForGoal(restingKcal * activity, restingKcal, goal);
}

/**
 * The safety floor every plan shares: the maintenance calories (a formula's, or the expenditure
 * measured from the member's own log) −500 to lose, +500 to gain, never below the BMR.
 */
export function caloriesForGoal(maintenanceKcal: number, restingKcal: number, goal: BodyGoal): number {
  return Math.max(Math.round(maintenanceKcal + GOAL_OFFSET[goal]), Math.round(restingKcal));
}

export type WeightGoal = BodyGoal | 'auto';

/** The goal itself: 'auto' (or none) is the one the BMI category suggests. */
export function resolveGoal(goal: WeightGoal | undefined, heightCm: number, weightKg: number): BodyGoal {
  return goal && goal !== 'auto' ? goal : bmiCategory(bmi(heightCm, weightKg)!).goal;
}

/** The BMI-based calorie goal; 'auto' follows the BMI category. Null unless height, weight, age and sex are known. */
export function calorieGoalFromBody(b: {
  weightKg?: number | null;
  heightCm?: number | null;
  age?: number | null;
  sex?: BodySex | null;
  activity?: number;
  goal?: WeightGoal;
}): number | null {
  if (!b.weightKg || !b.heightCm || !b.age || !b.sex) return null;
  const goal = resolveGoal(b.goal, b.heightCm, b.weightKg);
  const resting = bmr({ weightKg: b.weightKg, heightCm: b.heightCm, age: b.age, sex: b.sex });
  return plannedCalories(resting, b.activity ?? ACTIVITY_DEFAULTS.bmiDialog, goal);
}

export interface Macros {
  protein: number;
  carbs: number;
  fat: number;
}

/** Protein per kg of body weight in the BMI plan (decisions.md "Goals": the original "per lb" doubled it). */
export const PROTEIN_G_PER_KG = 1.8;
export const BMI_PLAN_FAT_SHARE = 0.25;

/** BMI-based macros: protein 1.8 g/kg, fat 25 % of calories, carbs the calories left (never negative). */
export function bmiMacros(calories: number, weightKg: number): Macros {
  const protein = Math.round(PROTEIN_G_PER_KG * weightKg);
  const fat = Math.round((calories * BMI_PLAN_FAT_SHARE) / MACRO_KCAL.fat);
  const carbs = Math.max(
    0,
    Math.round((calories - protein * MACRO_KCAL.protein - fat * MACRO_KCAL.fat) / MACRO_KCAL.carbs),
  );
  return { protein, carbs, fat };
}

/** Body Measurements' suggestion as goals, or null without the four body values. */
export function bmiPlan(b: Parameters<typeof calorieGoalFromBody>[0]): GoalValues | null {
  const calories = calorieGoalFromBody(b);
  if (calories === null || !b.weightKg) return null;
  const m = bmiMacros(calories, b.weightKg);
  return { calorieGoal: calories, proteinGoal: m.protein, carbGoal: m.carbs, fatGoal: m.fat };
}

/**
 * The goal a profile's goal weight states, for recomputing goals after body data changes: below
 * the current weight is loss, above is gain, the same is maintenance; without one, the BMI decides.
 */
export function goalFromGoalWeight(weightKg: number, goalWeightKg?: number | null): WeightGoal {
  if (!goalWeightKg) return 'auto';
  if (goalWeightKg < weightKg) return 'weight_loss';
  return goalWeightKg > weightKg ? 'weight_gain' : 'maintenance';
}

/**
 * The goals offered again after height, weight, sex, age or goal weight change: the BMI plan of the
 * profile as it now is, heading where its goal weight points; null while one of the four body values is missing.
 */
export function planFromProfile(p: {
  height: number | null;
  weight: number | null;
  age: number | null;
  sex: BodySex | null;
  goalWeight: number | null;
}): GoalValues | null {
  if (!p.weight) return null;
  return bmiPlan({
    heightCm: p.height,
    weightKg: p.weight,
    age: p.age,
    sex: p.sex,
    goal: goalFromGoalWeight(p.weight, p.goalWeight),
  });
}

/** Goals wizard: protein/carb/fat percent of calories. */
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
const WIZARD_BODY_GOAL: Record<WizardGoal, BodyGoal> = {
  lose: 'weight_loss',
  maintain: 'maintenance',
  gain: 'weight_gain',
};
/** The goals wizard's answers: it asks age and sex too, so the plan rests on no guess. */
export interface WizardAnswers {
  workoutsPerWeek: number;
  heightCm: number;
  weightKg: number;
  goal: WizardGoal;
  age: number;
  sex: BodySex;
}

/** The goals wizard's custom plan, on the same calorie rule as the BMI plan. */
export function wizardPlan(p: WizardAnswers): GoalValues {
  const resting = bmr({ weightKg: p.weightKg, heightCm: p.heightCm, age: p.age, sex: p.sex });
  const calorieGoal = plannedCalories(resting, activityForWorkouts(p.workoutsPerWeek), WIZARD_BODY_GOAL[p.goal]);
  const m = macrosFromSplit(
    calorieGoal,
    p.goal === 'lose' ? MACRO_SPLITS.lose : p.goal === 'gain' ? MACRO_SPLITS.gain : MACRO_SPLITS.default,
  );
  return { calorieGoal, proteinGoal: m.protein, carbGoal: m.carbs, fatGoal: m.fat };
}

/** How far the wizard's goal weight sits from the current weight: 5 %, a pace a plan of ±500 kcal a day reaches in months. */
export const GOAL_WEIGHT_STEP = 0.05;

/** The goal weight that matches the goal: 5 % below to lose, 5 % above to gain (whole kg), the same to maintain. */
export function goalWeightFor(goal: WizardGoal, weightKg: number): number {
  if (goal === 'maintain') return weightKg;
  return Math.round(weightKg * (goal === 'lose' ? 1 - GOAL_WEIGHT_STEP : 1 + GOAL_WEIGHT_STEP));
}

const SEX_WORDS: Record<BodySex, string> = { male: 'man', female: 'woman', other: 'person (female formula)' };
const OFFSET_WORDS: Record<WizardGoal, string> = { lose: ' − 500 to lose', maintain: '', gain: ' + 500 to gain' };

/**
 * How the plan was reached, in one line: e.g. "Resting 1,368 kcal (68 kg, 165 cm, 40-year-old woman)
 * × 1.375 for 0–2 workouts − 500 to lose = 1,381 kcal a day".
 */
export function wizardPlanDerivation(p: WizardAnswers): string {
  const resting = bmr({ weightKg: p.weightKg, heightCm: p.heightCm, age: p.age, sex: p.sex });
  const activity = activityForWorkouts(p.workoutsPerWeek);
  const calories = wizardPlan(p).calorieGoal;
  const n = (v: number) => Math.round(v).toLocaleString('en-US');
  const workouts = p.workoutsPerWeek <= 2 ? '0–2' : p.workoutsPerWeek <= 5 ? '3–5' : '6+';
  const floor = calories === Math.round(resting) && p.goal !== 'maintain' ? ', kept at your resting need' : '';
  return (
    `Resting ${n(resting)} kcal (${p.weightKg} kg, ${p.heightCm} cm, ${p.age}-year-old ${SEX_WORDS[p.sex]}) ` +
    `× ${activity} for ${workouts} workouts${OFFSET_WORDS[p.goal]} = ${n(calories)} kcal a day${floor}`
  );
}

/** The calories a set of macro goals adds up to (4/4/9 kcal per g). */
export const macroGoalCalories = (g: GoalValues) =>
  g.proteinGoal * MACRO_KCAL.protein + g.carbGoal * MACRO_KCAL.carbs + g.fatGoal * MACRO_KCAL.fat;

/** Adjust Goals warns when the macros' calories differ from the calorie goal by more than this share. */
export const MACRO_MISMATCH_SHARE = 0.1;

export function macrosMismatch(g: GoalValues): boolean {
  return Math.abs(macroGoalCalories(g) - g.calorieGoal) > MACRO_MISMATCH_SHARE * g.calorieGoal;
}

/** Largest value each goal field takes (the NutritionGoals schema's bounds). */
export const GOAL_MAX = { calorieGoal: 20000, proteinGoal: 2000, carbGoal: 2000, fatGoal: 2000 } as const;

/**
 * A goal field's message, or null when it is acceptable: whole numbers of at least 0; blank is
 * accepted and saved as 0 (as the product always did), anything else invalid is refused beside the field.
 */
export function goalFieldError(text: string, max: number): string | null {
  const t = text.trim();
  if (t === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(t)) return 'Enter a number.';
  const n = Number(t);
  if (n < 0) return 'Must be 0 or more.';
  if (!Number.isInteger(n)) return 'Enter a whole number.';
  if (n > max) return `Must be at most ${max}.`;
  return null;
}

/** A field goalFieldError accepted, as its number (blank is 0). */
export const parseGoalInput = (text: string): number => (text.trim() === '' ? 0 : Number(text.trim()));
