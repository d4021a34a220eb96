import type { FoodEntry, MealType } from '@chairside/contracts/web';

// The contracts' MEAL_TYPES lives beside zod; this page must not load it.
const MEAL_ORDER: readonly MealType[] = ['breakfast', 'lunch', 'dinner', 'snack'];

interface MacroTotals {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

export interface MealGroup<E> {
  mealType: MealType;
  entries: E[];
  subtotal: MacroTotals;
}

type Grouped = Pick<FoodEntry, 'mealType' | 'createdAt' | 'calories' | 'protein' | 'carbs' | 'fat'>;

// Sums in tenths so 0.1 + 0.2 shows as 0.3, as the entries were typed.
const add = (a: number, b: number) => Math.round((a + b) * 10) / 10;

/** The diary's sections: all four meals in the day's order (empty ones too, each has its Add), entries oldest first. */
export function groupByMeal<E extends Grouped>(entries: readonly E[]): MealGroup<E>[] {
  return MEAL_ORDER.map((mealType) => {
    const inMeal = entries
      .filter((e) => e.mealType === mealType)
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    const subtotal = inMeal.reduce<MacroTotals>(
      (t, e) => ({
        calories: add(t.calories, e.calories),
        protein: add(t.protein, e.protein),
        carbs: add(t.carbs, e.carbs),
        fat: add(t.fat, e.fat),
      }),
      { calories: 0, protein: 0, carbs: 0, fat: 0 },
    );
    return { mealType, entries: inMeal, subtotal };
  });
}
