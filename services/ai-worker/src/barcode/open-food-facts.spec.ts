import { FOOD_ENTRY_LIMITS } from '@chairside/contracts';
import { mapProduct, OFF_TEXT_LIMITS, splitIngredients } from './open-food-facts';

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

  it('fills the sugars on the same basis as the rest', () => {
    // A 330 ml can with sugars only per 100 ml: 10.6 × 330 / 100 = 34.98 → 35.0 g.
    const can = mapProduct('5000112546415', {
      product_name: 'Coca-Cola',
      serving_size: '330 ml',
      serving_quantity: 330,
      nutriments: {
        'energy-kcal_100g': 42,
        proteins_100g: 0,
        carbohydrates_100g: 10.6,
        sugars_100g: 10.6,
        fat_100g: 0,
      },
    });
    expect(can).toMatchObject({ calories: 139, carbs: 35, sugars: 35, confidence: 0.95 });
    // The stated per-serving figure wins: Nutella's 15 g serving says 8.45 g → 8.5 (not 56.3 × 0.15 = 8.445).
    const spread = mapProduct('3017620422003', {
      product_name: 'Nutella',
      serving_quantity: '15',
      nutriments: {
        'energy-kcal_100g': 539,
        proteins_100g: 6.3,
        carbohydrates_100g: 57.5,
        fat_100g: 30.9,
        sugars_100g: 56.3,
        sugars_serving: 8.45,
      },
    });
    expect(spread.sugars).toBe(8.5);
    // No serving: per 100 g. Spaghetti: 3.5 g.
    const pasta = mapProduct('8076800195057', {
      product_name: 'Spaghetti',
      nutriments: {
        'energy-kcal_100g': 359,
        proteins_100g: 13,
        carbohydrates_100g: 71,
        sugars_100g: '3.5',
        fat_100g: 2,
      },
    });
    expect(pasta).toMatchObject({ sugars: 3.5, confidence: 0.95 });
  });

  it('maps fibre, saturated fat and sodium (grams in Open Food Facts, mg for us) on the same basis as the rest', () => {
    // Nutella's 15 g serving as Open Food Facts answers it: saturated 1.59 g → 1.6 g; sodium 0.00642 g
    // = 6.42 mg → 6 mg; no fibre on the label, so unknown (absent), not 0.
    const spread = mapProduct('3017620422003', {
      product_name: 'Nutella',
      serving_quantity: '15',
      nutriments: {
        'energy-kcal_100g': 539,
        proteins_100g: 6.3,
        carbohydrates_100g: 57.5,
        fat_100g: 30.9,
        'saturated-fat_100g': 10.6,
        'saturated-fat_serving': 1.59,
        salt_100g: 0.107,
        sodium_100g: 0.0428,
        sodium_serving: 0.00642,
      },
    });
    expect(spread).toMatchObject({ saturatedFat: 1.6, sodium: 6, confidence: 0.95 });
    expect(spread.fibre).toBeUndefined();
    // Per 100 g without a serving (Barilla spaghetti): fibre 3 g, saturated 0.5 g, sodium 0.0052 g = 5.2 → 5 mg.
    const pasta = mapProduct('8076800195057', {
      product_name: 'Spaghetti n.5',
      nutriments: {
        'energy-kcal_100g': 359,
        proteins_100g: 13,
        carbohydrates_100g: 71,
        fat_100g: 2,
        'saturated-fat_100g': 0.5,
        fiber_100g: 3,
        sodium_100g: '0.0052',
      },
    });
    expect(pasta).toMatchObject({ fibre: 3, saturatedFat: 0.5, sodium: 5 });
    // No *_serving figures: per 100 g × the serving. A 40 g bar: fibre 8 × 0.4 = 3.2 g; salt only,
    // 1.2 g ÷ 2.5 = 0.48 g sodium per 100 g → 192 mg a serving; saturated above the fat is brought to it.
    const bar = mapProduct('2', {
      product_name: 'Oat bar',
      serving_quantity: 40,
      nutriments: {
        'energy-kcal_100g': 400,
        proteins_100g: 10,
        carbohydrates_100g: 60,
        fat_100g: 12.5,
        'saturated-fat_100g': 14,
        fiber_100g: 8,
        salt_100g: 1.2,
      },
    });
    expect(bar).toMatchObject({ fibre: 3.2, saturatedFat: 5, sodium: 192 });
    expect(bar.confidence).toBeLessThan(0.95);
  });

  it('leaves the sugars unknown when the label has none, without lowering the confidence', () => {
    const r = mapProduct('9', {
      product_name: 'Rice',
      nutriments: { 'energy-kcal_100g': 350, proteins_100g: 7, carbohydrates_100g: 78, fat_100g: 1 },
    });
    expect(r.sugars).toBeUndefined();
    expect(r.confidence).toBe(0.95);
    expect(r.note).toBe('Per 100 g (the package states no serving size), from Open Food Facts.');
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

describe('Open Food Facts texts are capped before they are read', () => {
  it('maps a 200 KB ingredient list and a 5,000-character name into an entry that can be saved', () => {
    const r = mapProduct('7', {
      product_name: 'N'.repeat(5000),
      brands: 'B'.repeat(5000),
      serving_size: 'S'.repeat(5000),
      serving_quantity: '30',
      ingredients_text: `${'sugar (cane, beet), '.repeat(10_000)}${'x'.repeat(200_000)}`,
      nutriments: { 'energy-kcal_100g': 1e9, proteins_100g: 10, carbohydrates_100g: 10, fat_100g: 10 },
    });
    expect(r.foodName.length).toBeLessThanOrEqual(FOOD_ENTRY_LIMITS.foodNameChars);
    expect(r.ingredients.length).toBeLessThanOrEqual(20);
    expect(r.ingredients[0]).toBe('sugar (cane, beet)');
    expect(r.note!.length).toBeLessThanOrEqual(300);
    expect(r.calories).toBe(FOOD_ENTRY_LIMITS.calories);
    expect(r.confidence).toBeLessThanOrEqual(0.3);
  });

  it('splits at commas outside brackets in one pass', () => {
    expect(splitIngredients('a, b (c, d [e, f]), g')).toEqual(['a', 'b (c, d [e, f])', 'g']);
    expect(splitIngredients('x'.repeat(OFF_TEXT_LIMITS.ingredientsChars))).toHaveLength(1);
  });
});
