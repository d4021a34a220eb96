import { mealCalories, mealSummary, tickedIds } from './meal-totals';

describe('saved meal totals', () => {
  it('adds calories in tenths and says how many foods', () => {
    expect(mealCalories([{ calories: 0.1 }, { calories: 0.2 }])).toBe(0.3);
    expect(mealSummary([{ calories: 310 }, { calories: 110 }])).toBe('2 foods · 420 kcal');
    expect(mealSummary([{ calories: 1250.5 }])).toBe('1 food · 1,250.5 kcal');
  });

  it('keeps the ticked entries in order', () => {
    const entries = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(tickedIds(entries, new Set(['b']))).toEqual(['a', 'c']);
    expect(tickedIds(entries, new Set(['a', 'b', 'c']))).toEqual([]);
  });
});
