import type { GoalValues } from '../nutrition-math';
import { bmi, bmiCategory, bmr, type BodyGoal, type BodySex } from './body';
import { MACRO_KCAL } from './food-insights';

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
  return Math.max(Math.round(restingKcal * activity + GOAL_OFFSET[goal]), Math.round(restingKcal));
}

export type WeightGoal = BodyGoal | 'auto';

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
  const goal = b.goal && b.goal !== 'auto' ? b.goal : bmiCategory(bmi(b.heightCm, b.weightKg)!).goal;
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
/** When the wizard does not know age or sex (it asks neither): an adult of 35 on the female/other formula. */
export const WIZARD_ASSUMED = { age: 35, sex: 'other' as BodySex } as const;

/** The goals wizard's custom plan, on the same calorie rule as the BMI plan. */
export function wizardPlan(p: {
  workoutsPerWeek: number;
  heightCm: number;
  weightKg: number;
  goal: WizardGoal;
  age?: number | null;
  sex?: BodySex | null;
}): GoalValues {
  const resting = bmr({
    weightKg: p.weightKg,
    heightCm: p.heightCm,
    age: p.age ?? WIZARD_ASSUMED.age,
    sex: p.sex ?? WIZARD_ASSUMED.sex,
  });
  const calorieGoal = plannedCalories(resting, activityForWorkouts(p.workoutsPerWeek), WIZARD_BODY_GOAL[p.goal]);
  const m = macrosFromSplit(
    calorieGoal,
    p.goal === 'lose' ? MACRO_SPLITS.lose : p.goal === 'gain' ? MACRO_SPLITS.gain : MACRO_SPLITS.default,
  );
  return { calorieGoal, proteinGoal: m.protein, carbGoal: m.carbs, fatGoal: m.fat };
}

export const GOALS_WIZARD_LIMITS = { heightCm: [60, 244], weightKg: [20, 360] } as const;

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
