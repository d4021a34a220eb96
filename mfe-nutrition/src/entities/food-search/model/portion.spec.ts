import { portionNutrition } from './portion';

// USDA FoodData Central, banana raw (SR 09040): 12.2 g sugars, 2.6 g fibre, 0.1 g saturated fat, 1 mg sodium per 100 g.
const banana = {
  calories: 89,
  protein: 1.1,
  carbs: 22.8,
  fat: 0.3,
  sugars: 12.2,
  fibre: 2.6,
  saturatedFat: 0.1,
  sodium: 1,
};

describe('portionNutrition', () => {
  it('2 pieces of banana (118 g each): 2 × 118 g × 89/100 = 210.04 → 210 kcal, 2.36 × 1.1 = 2.596 → 2.6 g protein', () => {
    // carbs 2.36 × 22.8 = 53.808 → 53.8; fat 2.36 × 0.3 = 0.708 → 0.7; sugars 2.36 × 12.2 = 28.792 → 28.8.
    expect(portionNutrition(banana, 118, 2)).toEqual({
      calories: 210,
      protein: 2.6,
      carbs: 53.8,
      fat: 0.7,
      sugars: 28.8,
      // 2.36 × 2.6 = 6.136 → 6.1; 2.36 × 0.1 = 0.236 → 0.2; 2.36 × 1 mg = 2.36 → 2 mg.
      fibre: 6.1,
      saturatedFat: 0.2,
      sodium: 2,
    });
  });

  it('150 g: 1.5 × the per-100 g values', () => {
    // 89 × 1.5 = 133.5 → 134 (half up); 1.1 × 1.5 = 1.65 → 1.7; 22.8 × 1.5 = 34.2; 0.3 × 1.5 = 0.45 → 0.5;
    // 12.2 × 1.5 = 18.3.
    expect(portionNutrition(banana, 1, 150)).toEqual({
      calories: 134,
      protein: 1.7,
      carbs: 34.2,
      fat: 0.5,
      sugars: 18.3,
      // 2.6 × 1.5 = 3.9; 0.1 × 1.5 = 0.15 → 0.2; 1 × 1.5 = 1.5 → 2 mg.
      fibre: 3.9,
      saturatedFat: 0.2,
      sodium: 2,
    });
  });

  it('a half portion, and nothing for no amount or a negative one', () => {
    // 0.59 × 12.2 = 7.198 → 7.2.
    expect(portionNutrition(banana, 118, 0.5)).toEqual({
      calories: 53,
      protein: 0.6,
      carbs: 13.5,
      fat: 0.2,
      sugars: 7.2,
      // 0.59 × 2.6 = 1.534 → 1.5; 0.059 → 0.1; 0.59 mg → 1 mg.
      fibre: 1.5,
      saturatedFat: 0.1,
      sodium: 1,
    });
    const none = { calories: 0, protein: 0, carbs: 0, fat: 0, sugars: 0, fibre: 0, saturatedFat: 0, sodium: 0 };
    expect(portionNutrition(banana, 118, 0)).toEqual(none);
    expect(portionNutrition(banana, 118, -2)).toEqual(none);
  });

  it('unknown sugars, fibre, saturated fat and sodium stay unknown for any amount, never 0', () => {
    expect(portionNutrition({ ...banana, sugars: null }, 118, 2).sugars).toBeNull();
    const unknown = { ...banana, fibre: null, saturatedFat: null, sodium: null };
    expect(portionNutrition(unknown, 118, 2)).toMatchObject({ fibre: null, saturatedFat: null, sodium: null });
  });
});
