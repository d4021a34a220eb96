import { dayOfYear, DAILY_TIPS, tipOfDay } from './daily-tips';

describe('daily tip', () => {
  it('has 7 categories of 5 tips', () => {
    expect(Object.keys(DAILY_TIPS)).toEqual([
      'nutrition',
      'fitness',
      'hydration',
      'sleep',
      'mindfulness',
      'meal-prep',
      'recovery',
    ]);
    expect(Object.values(DAILY_TIPS).every((t) => t.length === 5)).toBe(true);
  });

  it('counts the day of the year, leap years included', () => {
    expect(dayOfYear(new Date(2026, 0, 1))).toBe(1);
    expect(dayOfYear(new Date(2024, 11, 31))).toBe(366);
    expect(dayOfYear(new Date(2026, 11, 31, 23, 59))).toBe(365);
  });

  it('turns the category every day and the same date gives the same tip', () => {
    expect(tipOfDay(new Date(2026, 0, 1))).toEqual({ category: 'fitness', text: DAILY_TIPS.fitness[0] });
    expect(tipOfDay(new Date(2026, 0, 2)).category).toBe('hydration');
    expect(tipOfDay(new Date(2026, 0, 7)).category).toBe('nutrition');
    // Day 366: category 366 % 7 = 2 (hydration), tip floor(366 / 7) % 5 = 2.
    expect(tipOfDay(new Date(2024, 11, 31))).toEqual({ category: 'hydration', text: DAILY_TIPS.hydration[2] });
    expect(tipOfDay(new Date(2026, 4, 5, 8))).toEqual(tipOfDay(new Date(2026, 4, 5, 22)));
  });
});
