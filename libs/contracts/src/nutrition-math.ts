/**
 * Nutrition arithmetic and defaults with no schema attached, so pages that only draw numbers (the
 * landing previews) bundle no zod.
 */
export interface MacroTotals {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** The goal fields (the NutritionGoals schema validates the same shape). */
export interface GoalValues {
  calorieGoal: number;
  proteinGoal: number;
  carbGoal: number;
  fatGoal: number;
}

/**
 * Energy, macros, sugars, fibre, saturated fat (g) and sodium (mg) of an amount of food; each of
 * the last four null when unknown (never a guessed 0).
 */
export interface Nutrients extends MacroTotals {
  sugars: number | null;
  fibre: number | null;
  saturatedFat: number | null;
  sodium: number | null;
}

const tenth = (n: number) => Math.round(n * 10) / 10;

/**
 * What `grams` of a food carry, from its per-100 g values: calories and sodium (mg) whole, grams to
 * 0.1 g (the entry form's and the voice estimate's precision). What is unknown stays unknown.
 */
export function scalePer100g(per100g: Nutrients, grams: number): Nutrients {
  const k = grams / 100;
  const gramsOf = (v: number | null) => (v === null ? null : tenth(v * k));
  return {
    calories: Math.round(per100g.calories * k),
    protein: tenth(per100g.protein * k),
    carbs: tenth(per100g.carbs * k),
    fat: tenth(per100g.fat * k),
    sugars: gramsOf(per100g.sugars),
    fibre: gramsOf(per100g.fibre),
    saturatedFat: gramsOf(per100g.saturatedFat),
    sodium: per100g.sodium === null ? null : Math.round(per100g.sodium * k),
  };
}

export function sumMacros(entries: readonly MacroTotals[]): MacroTotals {
  return entries.reduce(
    (t, e) => ({
      calories: t.calories + e.calories,
      protein: t.protein + e.protein,
      carbs: t.carbs + e.carbs,
      fat: t.fat + e.fat,
    }),
    { calories: 0, protein: 0, carbs: 0, fat: 0 },
  );
}

export function sumCaloriesBurned(entries: readonly { caloriesBurned: number }[]): number {
  return entries.reduce((n, e) => n + e.caloriesBurned, 0);
}

/** The mean of the days with calories logged: a day nothing was logged is not a 0 kcal day. */
export function averageOfLoggedDays(values: readonly number[]): number | null {
  const logged = values.filter((v) => v > 0);
  return logged.length ? logged.reduce((a, b) => a + b, 0) / logged.length : null;
}

/**
 * Daily reference values for the nutrients beside the macros: the US FDA Daily Values for adults
 * (21 CFR 101.9(c), 2016 rule): fibre 28 g (a goal to reach), saturated fat 20 g and sodium
 * 2,300 mg (limits to stay under). docs/decisions.md "Fibre, saturated fat and sodium".
 */
export const DAILY_VALUES = { fibre: 28, saturatedFat: 20, sodium: 2300 } as const;

export type ExtraNutrient = keyof typeof DAILY_VALUES;

/** The day's total of one nutrient over the entries that know it, and how many do not. */
export interface NutrientTotal {
  total: number;
  unknown: number;
}

export interface DayNutrients {
  fibre: NutrientTotal;
  saturatedFat: NutrientTotal;
  sodium: NutrientTotal;
  /**
   * Carbs minus fibre, each entry floored at 0; null when an entry with carbs does not know its
   * fibre (its carbs cannot be netted), so the figure never mixes netted and whole carbs.
   */
  netCarbs: number | null;
  /** Entries with carbs whose fibre is unknown: what keeps net carbs from being shown. */
  carbsWithoutFibre: number;
}

type WithExtras = { carbs: number } & Record<ExtraNutrient, number | null>;

export function dayNutrients(entries: readonly WithExtras[]): DayNutrients {
  const totalOf = (key: ExtraNutrient): NutrientTotal =>
    entries.reduce((t, e) => (e[key] === null ? { ...t, unknown: t.unknown + 1 } : { ...t, total: t.total + e[key] }), {
      total: 0,
      unknown: 0,
    });
  const carbsWithoutFibre = entries.filter((e) => e.carbs > 0 && e.fibre === null).length;
  const netCarbs =
    carbsWithoutFibre > 0 ? null : entries.reduce((n, e) => n + Math.max(0, e.carbs - (e.fibre ?? 0)), 0);
  return {
    fibre: totalOf('fibre'),
    saturatedFat: totalOf('saturatedFat'),
    sodium: totalOf('sodium'),
    netCarbs,
    carbsWithoutFibre,
  };
}
