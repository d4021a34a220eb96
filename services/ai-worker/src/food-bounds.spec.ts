import { CreateFoodEntryRequest, FOOD_ENTRY_LIMITS } from '@chairside/contracts';
import { ADJUSTED_NOTE, ANALYSIS_TEXT_LIMITS, capText, ModelFoodAnswer, withinEntryBounds } from './food-bounds';

const answer = (over: Record<string, unknown>) =>
  ModelFoodAnswer.parse({
    foodName: 'Salad',
    calories: 300,
    protein: 10,
    carbs: 20,
    fat: 15,
    confidence: 0.8,
    note: '',
    ingredients: ['lettuce'],
    ...over,
  });

describe('withinEntryBounds', () => {
  it('leaves an answer inside the bounds as it is, rounded', () => {
    expect(withinEntryBounds(answer({ calories: 612.4, protein: 41.26 }), 'x')).toEqual({
      foodName: 'Salad',
      calories: 612,
      protein: 41.3,
      carbs: 20,
      fat: 15,
      confidence: 0.8,
      note: undefined,
      ingredients: ['lettuce'],
    });
  });

  it('clamps negative and huge values to what an entry accepts, lowers the confidence and says so', () => {
    const r = withinEntryBounds(answer({ calories: 1e9, protein: -4, carbs: '2500 g', fat: 3e7 }), 'x');
    expect(r).toMatchObject({
      calories: FOOD_ENTRY_LIMITS.calories,
      protein: 0,
      carbs: FOOD_ENTRY_LIMITS.macroGrams,
      fat: FOOD_ENTRY_LIMITS.macroGrams,
      confidence: 0.3,
      note: ADJUSTED_NOTE,
    });
  });

  it('keeps the sugars when given, rounded, never below 0 nor above the carbs; unknown stays unknown', () => {
    expect(withinEntryBounds(answer({ carbs: 58, sugars: '6.04' }), 'x')).toMatchObject({ sugars: 6, confidence: 0.8 });
    expect(withinEntryBounds(answer({ carbs: 20.04, sugars: 20.04 }), 'x')).toMatchObject({
      sugars: 20,
      confidence: 0.8,
    });
    const over = withinEntryBounds(answer({ carbs: 20, sugars: 35 }), 'x');
    expect(over).toMatchObject({ carbs: 20, sugars: 20, confidence: 0.3, note: ADJUSTED_NOTE });
    expect(withinEntryBounds(answer({ sugars: -3 }), 'x')).toMatchObject({ sugars: 0, note: ADJUSTED_NOTE });
    for (const sugars of [undefined, null, 'unknown'])
      expect('sugars' in withinEntryBounds(answer({ sugars }), 'x')).toBe(false);
  });

  it('cuts a 5,000-character name and long texts, so the entry can be saved', () => {
    const r = withinEntryBounds(
      answer({
        foodName: `  ${'Very long dish name '.repeat(250)}`,
        note: 'n'.repeat(5000),
        ingredients: [...Array(50)].map((_, i) => `${i}${'x'.repeat(500)}`).concat([42 as never]),
        confidence: 7,
      }),
      'x',
    );
    expect(r.foodName.length).toBeLessThanOrEqual(FOOD_ENTRY_LIMITS.foodNameChars);
    expect(r.foodName.endsWith('…')).toBe(true);
    expect(r.note!.length).toBeLessThanOrEqual(ANALYSIS_TEXT_LIMITS.noteChars);
    expect(r.ingredients).toHaveLength(ANALYSIS_TEXT_LIMITS.ingredients);
    expect(Math.max(...r.ingredients.map((i) => i.length))).toBeLessThanOrEqual(ANALYSIS_TEXT_LIMITS.ingredientChars);
    expect(r.confidence).toBe(1);
    expect(
      CreateFoodEntryRequest.safeParse({ foodName: r.foodName, calories: r.calories, protein: r.protein }).success,
    ).toBe(true);
  });

  it('names a nameless answer and refuses numbers that mean nothing (NaN, words, Infinity, missing)', () => {
    expect(withinEntryBounds(answer({ foodName: ' \n\t ' }), 'Food from your photo').foodName).toBe(
      'Food from your photo',
    );
    for (const calories of ['lots', null, 'NaN', 'Infinity'])
      expect(ModelFoodAnswer.safeParse({ foodName: 'a', calories, protein: 1, carbs: 1, fat: 1 }).success).toBe(false);
    expect(
      ModelFoodAnswer.safeParse(JSON.parse('{"foodName":"a","calories":1e999,"protein":1,"carbs":1,"fat":1}')).success,
    ).toBe(false);
    expect(ModelFoodAnswer.safeParse({ foodName: 'a', protein: 1, carbs: 1, fat: 1 }).success).toBe(false);
  });

  it('never cuts a surrogate pair', () => {
    const cut = capText('🍎'.repeat(300), 200);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(/[\ud800-\udbff](?![\udc00-\udfff])/.test(cut)).toBe(false);
  });
});
