import { averageOfLoggedDays, dayNutrients, scalePer100g, sumCaloriesBurned, sumMacros } from './nutrition-math';

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

  it('scales fibre and saturated fat to 0.1 g and sodium to the whole mg; unknown stays unknown', () => {
    // 40 g of oats (FDC SR 173904 per 100 g: 379 kcal, fibre 10.1 g, saturated 1.1 g, sodium 6 mg).
    const oats = {
      calories: 379,
      protein: 13.2,
      carbs: 67.7,
      fat: 6.5,
      sugars: 1,
      fibre: 10.1,
      saturatedFat: 1.1,
      sodium: 6,
    };
    expect(scalePer100g(oats, 40)).toEqual({
      calories: 152,
      protein: 5.3,
      carbs: 27.1,
      fat: 2.6,
      sugars: 0.4,
      fibre: 4,
      saturatedFat: 0.4,
      sodium: 2,
    });
    expect(scalePer100g({ ...oats, fibre: null, sodium: null }, 40)).toMatchObject({ fibre: null, sodium: null });
  });

  it("totals the day's fibre, saturated fat and sodium over the entries that know them, and nets the carbs", () => {
    const oats = { carbs: 27.1, fibre: 4, saturatedFat: 0.4, sodium: 2 };
    const cola = { carbs: 35, fibre: 0, saturatedFat: 0, sodium: 15 };
    const chicken = { carbs: 0, fibre: null, saturatedFat: 1, sodium: 74 };
    // 4 + 0 = 4 g fibre; 0.4 + 0 + 1 = 1.4 g saturated; 2 + 15 + 74 = 91 mg; net (27.1 - 4) + 35 = 58.1 g.
    // Chicken has no carbs, so its unknown fibre does not stop the net carbs.
    const day = dayNutrients([oats, cola, chicken]);
    expect(day.fibre).toEqual({ total: 4, unknown: 1 });
    expect(day.saturatedFat.total).toBeCloseTo(1.4, 10);
    expect(day.sodium).toEqual({ total: 91, unknown: 0 });
    expect(day.netCarbs).toBeCloseTo(58.1, 10);
    // A bran label (EU: carbs without fibre) with more fibre than carbs nets to 0, not below.
    expect(dayNutrients([{ carbs: 20, fibre: 40, saturatedFat: null, sodium: null }]).netCarbs).toBe(0);
    // Bread with unknown fibre: no net carbs, and says why.
    const bread = { carbs: 49, fibre: null, saturatedFat: null, sodium: null };
    expect(dayNutrients([oats, bread])).toMatchObject({ netCarbs: null, carbsWithoutFibre: 1 });
    expect(dayNutrients([])).toMatchObject({ netCarbs: 0, fibre: { total: 0, unknown: 0 } });
  });
});
