import { calorieClass, dailyImpact, macroShares, mealTiming, nutritionInsights } from './food-insights';

describe('food insights', () => {
  it.each([
    [40, 'low'],
    [41, 'moderate'],
    [100, 'moderate'],
    [101, 'high'],
    [400, 'high'],
    [401, 'very-high'],
  ] as const)('%i kcal is %s', (kcal, cls) => {
    expect(calorieClass(kcal)).toBe(cls);
  });

  it.each([
    [100, 'minimal'],
    [101, 'light'],
    [300, 'light'],
    [500, 'moderate'],
    [800, 'significant'],
    [801, 'major'],
  ] as const)('%i of 2000 kcal has a %s daily impact', (kcal, level) => {
    expect(dailyImpact(kcal, 2000).level).toBe(level);
  });

  it('shares macro energy at 4/4/9 kcal per gram and tags the heavy ones', () => {
    // 40 g protein = 160, 20 g carbs = 80, 10 g fat = 90 kcal: 48/24/27 %.
    expect(macroShares({ calories: 330, protein: 40, carbs: 20, fat: 10 })).toEqual({
      protein: 48,
      carbs: 24,
      fat: 27,
      tags: ['high-protein'],
    });
    expect(macroShares({ calories: 400, protein: 5, carbs: 80, fat: 2 }).tags).toEqual(['carb-heavy']);
    expect(macroShares({ calories: 300, protein: 5, carbs: 10, fat: 25 }).tags).toEqual(['fat-rich']);
    expect(macroShares({ calories: 0, protein: 0, carbs: 0, fat: 0 })).toEqual({
      protein: 0,
      carbs: 0,
      fat: 0,
      tags: [],
    });
  });

  it.each([
    [6, 'breakfast'],
    [10, 'breakfast'],
    [11, 'lunch'],
    [14, 'lunch'],
    [15, 'snack'],
    [18, 'snack'],
    [19, 'dinner'],
    [5, 'dinner'],
    [0, 'dinner'],
  ] as const)('at %i h the timing is %s', (hour, timing) => {
    expect(mealTiming(hour)).toBe(timing);
  });

  it('picks the protein, calorie, carb and fat texts by the thresholds', () => {
    const salmon = nutritionInsights(
      { calories: 612, protein: 41, carbs: 58, fat: 22 },
      { calorieGoal: 2000, hour: 12 },
    );
    expect(salmon.map((i) => i.kind)).toEqual(['calories', 'protein', 'carbs', 'fat', 'balance', 'timing']);
    expect(salmon[0]!.text).toBe(
      'Large meal (612 kcal, very high-calorie): it takes a big share of your daily budget.',
    );
    expect(salmon[1]!.text).toContain('Excellent protein (41 g)');
    expect(salmon[2]!.text).toContain('High in carbohydrates (58 g)');
    expect(salmon[3]!.text).toContain('Moderate fat (22 g)');
    expect(salmon[4]!.text).toBe('28% protein, 39% carbs, 33% fat; 31% of your daily goal (a significant part).');
    expect(salmon[5]!.text).toContain('Midday meal');

    const apple = nutritionInsights(
      { calories: 95, protein: 0.5, carbs: 25, fat: 0.3 },
      { calorieGoal: 2000, hour: 16 },
    );
    expect(apple.map((i) => i.kind)).toEqual(['calories', 'carbs', 'balance', 'timing']);
    expect(apple[0]!.text).toBe('Light choice (95 kcal, moderate-calorie): a good snack between appointments.');
    expect(
      nutritionInsights({ calories: 30, protein: 0, carbs: 7, fat: 0 }, { calorieGoal: 2000, hour: 9 })[0]!.text,
    ).toContain('(30 kcal, low-calorie)');
    expect(
      nutritionInsights({ calories: 250, protein: 0, carbs: 7, fat: 0 }, { calorieGoal: 2000, hour: 9 })[0]!.text,
    ).toContain('(250 kcal, high-calorie)');
    expect(apple[2]!.text).toMatch(/^Carb-heavy meal: /);
    expect(apple[3]!.text).toContain('Afternoon');
  });
});
