import type { BrandedFood } from '@chairside/contracts/web';
import { brandedToFood, per100gText, servingText } from './branded-food';

const latte: BrandedFood = {
  code: '5711953068680',
  name: 'Caffè Latte',
  brand: 'Starbucks',
  servingSize: '220 ml',
  servingGrams: 220,
  per100g: { calories: 59, protein: 3.1, carbs: 7.3, fat: 2.1, sugars: 7.3, fibre: 0, saturatedFat: 1.4, sodium: 44 },
};

describe('a branded food in the food form', () => {
  it('is logged under its name and brand, by the serving or in grams', () => {
    expect(brandedToFood(latte)).toEqual({
      name: 'Caffè Latte (Starbucks)',
      source: 'branded',
      per100g: latte.per100g,
      portions: [
        { unit: 'serving', grams: 220 },
        { unit: 'g', grams: 1 },
      ],
      lastLogged: null,
    });
  });

  it('shows its serving and its values per 100 g', () => {
    expect(servingText(latte)).toBe('Serving: 220 ml (220 g)');
    expect(servingText({ ...latte, servingSize: '170 g', servingGrams: 170 })).toBe('Serving: 170 g');
    expect(servingText({ ...latte, servingSize: '1 pot (170g)', servingGrams: 170 })).toBe('Serving: 1 pot (170g)');
    expect(servingText({ ...latte, servingSize: null, servingGrams: null })).toBe(
      'No serving on the label: log it in grams',
    );
    expect(per100gText(latte)).toBe('Per 100 g: 59 kcal · protein 3.1 g · carbs 7.3 g · fat 2.1 g');
  });
});
