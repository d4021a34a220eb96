import { portionsOf, searchReferenceFoods } from './search-foods';

const names = (q: string) => searchReferenceFoods(q).map((h) => h.food.name);

describe('searchReferenceFoods', () => {
  it('finds Banana first for "banana", "bananas" and the unfinished "bana"', () => {
    expect(names('banana')[0]).toBe('Banana');
    expect(names('bananas')[0]).toBe('Banana');
    expect(names('bana')[0]).toBe('Banana');
  });

  it('ranks the whole name above longer names that contain it', () => {
    const hits = searchReferenceFoods('apple');
    expect(hits[0]!.food.name).toBe('Apple');
    expect(hits[0]!.score).toBeGreaterThan(hits[1]?.score ?? 0);
  });

  it('ignores word order and finds nothing for gibberish', () => {
    expect(names('butter peanut')[0]).toBe('Peanut butter');
    expect(names('qwzx')).toEqual([]);
  });

  it('answers sugars per 100 g with each food: "soda" finds Cola at 10 g', () => {
    const cola = searchReferenceFoods('soda')[0]!.food;
    expect(cola.name).toBe('Cola');
    expect(cola.per100g.sugars).toBe(10);
  });

  it('offers grams and the table’s portions: a banana piece is 118 g', () => {
    const banana = searchReferenceFoods('banana')[0]!.food;
    expect(portionsOf(banana.grams)).toEqual(
      expect.arrayContaining([
        { unit: 'g', grams: 1 },
        { unit: 'piece', grams: 118 },
        { unit: 'cup', grams: 150 },
      ]),
    );
  });
});
