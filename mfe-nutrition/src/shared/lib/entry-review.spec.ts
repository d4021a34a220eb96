import { checkReview, reviewOf } from './entry-review';

const result = {
  foodName: 'Bananas',
  calories: 209.6,
  protein: 2.6,
  carbs: 53.8,
  fat: 0.8,
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
    });
    expect(checkReview({ ...r, foodName: ' Two bananas ', calories: '180', fat: '' })).toEqual({
      ok: true,
      entry: { foodName: 'Two bananas', mealType: 'breakfast', calories: 180, protein: 2.6, carbs: 53.8, fat: 0 },
    });
  });

  it('refuses a blank name, bad calories and negative macros with the texts of the manual form', () => {
    const r = reviewOf(result, 'snack');
    expect(checkReview({ ...r, foodName: ' ' })).toMatchObject({ ok: false, title: 'Missing Information' });
    expect(checkReview({ ...r, calories: '-1' })).toMatchObject({ ok: false, title: 'Invalid Calories' });
    expect(checkReview({ ...r, calories: '' })).toMatchObject({ ok: false, title: 'Invalid Calories' });
    expect(checkReview({ ...r, carbs: '-2' })).toMatchObject({ ok: false, title: 'Invalid Macros' });
  });
});
