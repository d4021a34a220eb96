import { mapSearchAnswer, mapSearchProduct } from './open-food-facts-search';

describe('Open Food Facts search answer', () => {
  it('maps a product per 100 g, sodium from grams to milligrams', () => {
    expect(
      mapSearchProduct({
        code: '5201054017425',
        product_name: 'Total 0% Greek Yogurt',
        brands: 'Fage, Fage UK',
        serving_size: '170 g',
        serving_quantity: '170',
        nutriments: {
          'energy-kcal_100g': 54,
          proteins_100g: 10.3,
          carbohydrates_100g: 3,
          sugars_100g: 3,
          fat_100g: 0,
          'saturated-fat_100g': 0,
          fiber_100g: '0.25',
          sodium_100g: 0.04,
        },
      }),
    ).toEqual({
      code: '5201054017425',
      name: 'Total 0% Greek Yogurt',
      brand: 'Fage',
      servingSize: '170 g',
      servingGrams: 170,
      // 0.25 g fibre → 0.3 (to 0.1 g); 0.04 g sodium → 40 mg.
      per100g: { calories: 54, protein: 10.3, carbs: 3, fat: 0, sugars: 3, fibre: 0.3, saturatedFat: 0, sodium: 40 },
    });
  });

  it('takes the energy from kJ and the sodium from salt when that is all the label has, and leaves the rest unknown', () => {
    const food = mapSearchProduct({
      code: '1',
      product_name: 'Greek Style Natural Yogurt',
      // 477 kJ ÷ 4.184 = 114.0 kcal; salt 0.13 g ÷ 2.5 = 0.052 g sodium = 52 mg.
      nutriments: { energy_100g: 477, proteins_100g: 4.5, carbohydrates_100g: 5.1, fat_100g: 8.4, salt_100g: 0.13 },
    });
    expect(food).toMatchObject({
      brand: null,
      servingSize: null,
      servingGrams: null,
      per100g: {
        calories: 114,
        protein: 4.5,
        carbs: 5.1,
        fat: 8.4,
        sugars: null,
        fibre: null,
        saturatedFat: null,
        sodium: 52,
      },
    });
  });

  it('leaves a part above its whole unknown: sugars above the carbs, saturated fat above the fat', () => {
    const food = mapSearchProduct({
      code: '2',
      product_name: 'Mislabelled bar',
      nutriments: {
        'energy-kcal_100g': 400,
        carbohydrates_100g: 10,
        sugars_100g: 12,
        fat_100g: 5,
        'saturated-fat_100g': 6,
      },
    });
    expect(food?.per100g).toMatchObject({ sugars: null, saturatedFat: null });
  });

  it('drops what cannot be logged: no name, no energy, more than 100 g in 100 g', () => {
    expect(mapSearchProduct({ code: '3', product_name: '', nutriments: { 'energy-kcal_100g': 100 } })).toBeNull();
    expect(mapSearchProduct({ code: '4', product_name: 'Ground coffee', nutriments: {} })).toBeNull();
    expect(
      mapSearchProduct({
        code: '5',
        product_name: 'Typo',
        nutriments: { 'energy-kcal_100g': 300, proteins_100g: 60, carbohydrates_100g: 60 },
      }),
    ).toBeNull();
  });

  it('keeps each code once, in the answer order, and refuses an answer without a products list', () => {
    const p = { code: '6', product_name: 'Oat drink', nutriments: { 'energy-kcal_100g': 46 } };
    const q = { code: '7', product_name: 'Oat bar', nutriments: { 'energy-kcal_100g': 400 } };
    expect(mapSearchAnswer({ count: 3, page: 1, page_size: 20, products: [p, q, p] }).map((f) => f.code)).toEqual([
      '6',
      '7',
    ]);
    expect(() => mapSearchAnswer({ count: 0 })).toThrow();
  });
});
