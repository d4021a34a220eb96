import type { MealType } from '@chairside/contracts/web';
import { groupByMeal } from './group-by-meal';

const entry = (
  id: string,
  mealType: MealType,
  createdAt: string,
  calories: number,
  protein = 0,
  carbs = 0,
  fat = 0,
) => ({ id, mealType, createdAt, calories, protein, carbs, fat });

describe('groupByMeal', () => {
  it('orders meals breakfast, lunch, dinner, snack, entries by time, with subtotals; an empty meal is there with nothing in it', () => {
    const groups = groupByMeal([
      entry('s', 'snack', '2026-11-20T15:00:00Z', 95, 0.5, 25, 0.3),
      entry('l2', 'lunch', '2026-11-20T13:10:00Z', 200, 10.1, 20, 5),
      entry('b', 'breakfast', '2026-11-20T07:00:00Z', 300, 10, 54, 5),
      entry('l1', 'lunch', '2026-11-20T12:00:00Z', 450, 30.2, 40, 12),
    ]);
    expect(groups.map((g) => [g.mealType, g.entries.map((e) => e.id)])).toEqual([
      ['breakfast', ['b']],
      ['lunch', ['l1', 'l2']],
      ['dinner', []],
      ['snack', ['s']],
    ]);
    // 450 + 200 kcal; 30.2 + 10.1 = 40.3 g protein (not 40.300000000000004).
    expect(groups[1]!.subtotal).toEqual({ calories: 650, protein: 40.3, carbs: 60, fat: 17 });
  });

  it('gives the four meals, empty, for an empty day', () => {
    const zero = { calories: 0, protein: 0, carbs: 0, fat: 0 };
    expect(groupByMeal([])).toEqual(
      ['breakfast', 'lunch', 'dinner', 'snack'].map((mealType) => ({ mealType, entries: [], subtotal: zero })),
    );
  });
});
