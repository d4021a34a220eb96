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

/** Energy, macros and sugars of an amount of food; sugars null when unknown (never a guessed 0). */
export interface Nutrients extends MacroTotals {
  sugars: number | null;
}

const tenth = (n: number) => Math.round(n * 10) / 10;

/**
 * What `grams` of a food carry, from its per-100 g values: calories whole, macros and sugars to
 * 0.1 g (the entry form's and the voice estimate's precision). Unknown sugars stay unknown.
 */
export function scalePer100g(per100g: Nutrients, grams: number): Nutrients {
  const k = grams / 100;
  return {
    calories: Math.round(per100g.calories * k),
    protein: tenth(per100g.protein * k),
    carbs: tenth(per100g.carbs * k),
    fat: tenth(per100g.fat * k),
    sugars: per100g.sugars === null ? null : tenth(per100g.sugars * k),
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
