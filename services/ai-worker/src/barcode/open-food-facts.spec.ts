import { mapProduct } from './open-food-facts';

describe('mapProduct (Open Food Facts v2 product)', () => {
  it('prefers the stated per-serving values', () => {
    const r = mapProduct('1', {
      product_name: 'Oat bar',
      brands: 'Acme',
      serving_size: '40 g',
      serving_quantity: '40',
      nutriments: {
        'energy-kcal_100g': 400,
        'energy-kcal_serving': 160,
        proteins_100g: 10,
        proteins_serving: 4,
        carbohydrates_100g: 60,
        fat_100g: 12.5,
      },
    });
    // carbs and fat have no *_serving value: derived from per-100 g × 0.4.
    expect(r).toMatchObject({
      foodName: 'Oat bar (Acme)',
      calories: 160,
      protein: 4,
      carbs: 24,
      fat: 5,
      confidence: 0.95,
      note: 'Per serving (40 g), from Open Food Facts.',
    });
  });

  it('falls back to per 100 g, converts kJ when kcal is missing, and says what the label lacks', () => {
    const r = mapProduct('2', {
      product_name: 'Sparkling water',
      nutriments: { energy_100g: 0, carbohydrates_100g: 0 },
    });
    expect(r).toMatchObject({
      foodName: 'Sparkling water',
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
      confidence: 0.6,
    });
    expect(r.note).toBe(
      'Per 100 g (the package states no serving size), from Open Food Facts. Missing on the label: protein, fat.',
    );

    const kj = mapProduct('3', {
      product_name: 'Crackers',
      nutriments: { energy_100g: 1841, proteins_100g: 9, carbohydrates_100g: 70, fat_100g: 14 },
    });
    expect(kj.calories).toBe(440);
  });

  it('names a nameless product by its code, keeps the brand out when the name has it, and splits ingredients outside brackets', () => {
    expect(mapProduct('4006381333931', { nutriments: {} })).toMatchObject({
      foodName: 'Product 4006381333931',
      confidence: 0.3,
    });
    expect(mapProduct('5', { product_name: 'Barilla Penne', brands: 'Barilla', nutriments: {} }).foodName).toBe(
      'Barilla Penne',
    );
    expect(
      mapProduct('6', {
        product_name: 'Pesto',
        ingredients_text: 'Basil 40%, oil (sunflower, olive), _cashews_',
        nutriments: {},
      }).ingredients,
    ).toEqual(['Basil 40%', 'oil (sunflower, olive)', 'cashews']);
  });
});
