import { per100gFromServing, perServingFrom100g, recipeNutrition, roundNutrients, sumNutrients } from './own-food-math';

const known = { sugars: null, fibre: null, saturatedFat: null, sodium: null };

describe('own foods: per serving and per 100 g', () => {
  it('turns a 40 g bar of 200 kcal into 500 kcal per 100 g, and back', () => {
    const bar = { calories: 200, protein: 10, carbs: 24, fat: 8, sugars: 12, fibre: 3, saturatedFat: 2, sodium: 120 };
    // 100 / 40 = 2.5: 200 × 2.5 = 500, 10 × 2.5 = 25, 24 × 2.5 = 60, 8 × 2.5 = 20, 120 mg × 2.5 = 300 mg.
    expect(per100gFromServing(bar, 40)).toEqual({
      calories: 500,
      protein: 25,
      carbs: 60,
      fat: 20,
      sugars: 30,
      fibre: 7.5,
      saturatedFat: 5,
      sodium: 300,
    });
    expect(perServingFrom100g(per100gFromServing(bar, 40), 40)).toEqual(bar);
  });

  it('keeps an unknown value unknown, never 0', () => {
    expect(per100gFromServing({ calories: 90, protein: 3, carbs: 15, fat: 2, ...known }, 30)).toEqual({
      calories: 300,
      protein: 10,
      carbs: 50,
      fat: 2 * (100 / 30),
      ...known,
    });
  });
});

describe('a recipe', () => {
  // 200 g of oats (389 kcal, 16.9 P, 66.3 C, 6.9 F, fibre 10.6 per 100 g) and 2 cups of 244 g of
  // milk (61 kcal, 3.2 P, 4.8 C, 3.3 F, fibre 0 per 100 g), in 4 servings.
  const oats = {
    calories: 389,
    protein: 16.9,
    carbs: 66.3,
    fat: 6.9,
    sugars: 0,
    fibre: 10.6,
    saturatedFat: 1.2,
    sodium: 2,
  };
  const milk = {
    calories: 61,
    protein: 3.2,
    carbs: 4.8,
    fat: 3.3,
    sugars: 5.1,
    fibre: 0,
    saturatedFat: 1.9,
    sodium: 43,
  };
  const ingredients = [
    { amount: 200, gramsPerUnit: 1, per100g: oats },
    { amount: 2, gramsPerUnit: 244, per100g: milk },
  ];

  it('divides the sum of its ingredients by its servings', () => {
    const n = recipeNutrition(ingredients, 4);
    // Oats 2 × 389 = 778 kcal; milk 488 g: 4.88 × 61 = 297.68 kcal; pot 1075.68 kcal, 688 g.
    expect(n.totalGrams).toBe(688);
    expect(n.total.calories).toBeCloseTo(1075.68, 6);
    // One serving: 1075.68 / 4 = 268.92 → 269 kcal. Protein (33.8 + 15.616) / 4 = 12.354 → 12.4 g.
    // Carbs (132.6 + 23.424) / 4 = 39.006 → 39 g. Fat (13.8 + 16.104) / 4 = 7.476 → 7.5 g.
    // Sugars (0 + 24.888) / 4 = 6.222 → 6.2 g. Fibre 21.2 / 4 = 5.3 g. Sodium (4 + 209.84) / 4 = 53.46 → 53 mg.
    expect(roundNutrients(n.perServing)).toEqual({
      calories: 269,
      protein: 12.4,
      carbs: 39,
      fat: 7.5,
      sugars: 6.2,
      fibre: 5.3,
      saturatedFat: 2.9, // (2 × 1.2 + 4.88 × 1.9) / 4 = (2.4 + 9.272) / 4 = 2.918
      sodium: 53,
    });
  });

  it('is unknown in a nutrient any ingredient does not know', () => {
    const total = sumNutrients([oats, { ...milk, fibre: null }]);
    expect(total.fibre).toBeNull();
    expect(total.sugars).toBeCloseTo(5.1, 6);
  });
});
