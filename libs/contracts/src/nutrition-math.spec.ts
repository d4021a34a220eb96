import { averageOfLoggedDays, sumCaloriesBurned, sumMacros } from './nutrition-math';

describe('nutrition arithmetic', () => {
  it('sums the macros of entries', () => {
    expect(
      sumMacros([
        { calories: 300, protein: 10, carbs: 40, fat: 10 },
        { calories: 450, protein: 30, carbs: 40, fat: 10 },
      ]),
    ).toEqual({ calories: 750, protein: 40, carbs: 80, fat: 20 });
  });

  it('sums the calories burned by exercise entries', () => {
    expect(sumCaloriesBurned([{ caloriesBurned: 120 }, { caloriesBurned: 35.5 }])).toBe(155.5);
    expect(sumCaloriesBurned([])).toBe(0);
  });

  it('averages only the days that have entries', () => {
    expect(averageOfLoggedDays([0, 1800, 0, 2000, 0, 0, 1900])).toBe(1900);
    expect(averageOfLoggedDays([0, 0, 0])).toBeNull();
    expect(averageOfLoggedDays([])).toBeNull();
  });
});
