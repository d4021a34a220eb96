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
