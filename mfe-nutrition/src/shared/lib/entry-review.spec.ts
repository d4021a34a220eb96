import { checkReview, reviewOf } from './entry-review';

const result = {
  foodName: 'Bananas',
  calories: 209.6,
  protein: 2.6,
  carbs: 53.8,
  fat: 0.8,
  sugars: 28.8,
  confidence: 0.9,
  ingredients: [],
};

describe('reviewing an analysed food', () => {
  it('starts from the analysis (calories whole) and saves what the user changed', () => {
    const r = reviewOf(result, 'breakfast');
    expect(r).toEqual({
      foodName: 'Bananas',
      mealType: 'breakfast',
      calories: '210',
      protein: '2.6',
      carbs: '53.8',
      fat: '0.8',
      sugars: '28.8',
    });
    expect(checkReview({ ...r, foodName: ' Two bananas ', calories: '180', fat: '', sugars: '24' })).toEqual({
      ok: true,
      entry: {
        foodName: 'Two bananas',
        mealType: 'breakfast',
        calories: 180,
        protein: 2.6,
        carbs: 53.8,
        fat: 0,
        sugars: 24,
      },
    });
  });

  it('leaves sugars blank when the analysis does not know them, and saves blank as unknown (null), not 0', () => {
    const { sugars: _unknown, ...withoutSugars } = result;
    const r = reviewOf(withoutSugars, 'snack');
    expect(r.sugars).toBe('');
    expect(reviewOf({ ...result, sugars: null }, 'snack').sugars).toBe('');
    expect(checkReview(r)).toMatchObject({ ok: true, entry: { sugars: null } });
    expect(checkReview({ ...r, sugars: '0' })).toMatchObject({ ok: true, entry: { sugars: 0 } });
  });

  it('refuses a blank name, bad calories, negative macros and negative sugars with the texts of the manual form', () => {
    const r = reviewOf(result, 'snack');
    expect(checkReview({ ...r, foodName: ' ' })).toMatchObject({ ok: false, title: 'Missing Information' });
    expect(checkReview({ ...r, calories: '-1' })).toMatchObject({ ok: false, title: 'Invalid Calories' });
    expect(checkReview({ ...r, calories: '' })).toMatchObject({ ok: false, title: 'Invalid Calories' });
    expect(checkReview({ ...r, carbs: '-2' })).toMatchObject({ ok: false, title: 'Invalid Macros' });
    expect(checkReview({ ...r, sugars: '-3' })).toEqual({
      ok: false,
      title: 'Invalid Sugars',
      description: 'Sugars cannot be negative.',
    });
  });
});
