import { brandedFoodName, brandedPortions, normaliseFoodQuery, offerBrandedSearch } from './branded-foods';

describe('branded foods', () => {
  it('normalises a search to one cache key', () => {
    expect(normaliseFoodQuery('  Starbucks  ')).toBe('starbucks');
    expect(normaliseFoodQuery('STARBUCKS!')).toBe('starbucks');
    expect(normaliseFoodQuery('Greek   Yogurt')).toBe('greek yogurt');
    // The full-width letters of a phone keyboard are the same letters.
    expect(normaliseFoodQuery('ｓｔａｒｂｕｃｋｓ')).toBe('starbucks');
    // Punctuation inside the words stays: it can matter to the search.
    expect(normaliseFoodQuery("Ben & Jerry's")).toBe("ben & jerry's");
  });

  it('is offered with fewer than 5 local matches and a search of at least 2 characters', () => {
    expect(offerBrandedSearch('starbucks', 0)).toBe(true);
    expect(offerBrandedSearch('starbucks', 4)).toBe(true);
    expect(offerBrandedSearch('starbucks', 5)).toBe(false);
    expect(offerBrandedSearch(' s ', 0)).toBe(false);
  });

  it('names the product with its brand unless the name has it', () => {
    expect(brandedFoodName({ name: 'Greek yogurt', brand: 'Fage' })).toBe('Greek yogurt (Fage)');
    expect(brandedFoodName({ name: 'Starbucks Caffè Latte', brand: 'Starbucks' })).toBe('Starbucks Caffè Latte');
    expect(brandedFoodName({ name: 'Oat drink', brand: null })).toBe('Oat drink');
  });

  it('offers the label serving first when it is known in grams', () => {
    expect(brandedPortions({ servingGrams: 170 })).toEqual([
      { unit: 'serving', grams: 170 },
      { unit: 'g', grams: 1 },
    ]);
    expect(brandedPortions({ servingGrams: null })).toEqual([{ unit: 'g', grams: 1 }]);
  });
});
