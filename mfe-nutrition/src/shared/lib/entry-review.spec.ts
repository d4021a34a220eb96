import { FOOD_ENTRY_LIMITS } from '@chairside/contracts';
import { checkReview, ENTRY_LIMITS, entryFieldErrors, entryReady, reviewOf } from './entry-review';

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
      fibre: '',
      saturatedFat: '',
      sodium: '',
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
        fibre: null,
        saturatedFat: null,
        sodium: null,
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

describe('the message under each field', () => {
  const ok = {
    foodName: 'Porridge',
    mealType: 'breakfast' as const,
    calories: '350',
    protein: '12',
    carbs: '60',
    fat: '7',
    sugars: '',
  };

  it('are the limits of the food entry contract', () => {
    expect(ENTRY_LIMITS).toEqual({
      foodNameChars: FOOD_ENTRY_LIMITS.foodNameChars,
      calories: FOOD_ENTRY_LIMITS.calories,
      macroGrams: FOOD_ENTRY_LIMITS.macroGrams,
      sodiumMg: FOOD_ENTRY_LIMITS.sodiumMg,
    });
  });

  it('checks fibre, saturated fat (within the fat) and sodium (mg), which are optional', () => {
    expect(entryFieldErrors({ ...ok, fibre: '9', saturatedFat: '7', sodium: '50000' })).toEqual({});
    expect(entryFieldErrors({ ...ok, fibre: '-1', saturatedFat: '7.5', sodium: '50001' })).toEqual({
      fibre: 'Cannot be negative',
      saturatedFat: 'Cannot be more than fat (saturated fat is part of the fat).',
      sodium: 'Must be 50,000 mg or less.',
    });
    // More fibre than carbs is allowed: EU labels count carbohydrate without it.
    expect(entryFieldErrors({ ...ok, carbs: '5', fibre: '9' })).toEqual({});
    expect(checkReview({ ...ok, fibre: '4.5', sodium: '' })).toMatchObject({
      ok: true,
      entry: { fibre: 4.5, saturatedFat: null, sodium: null },
    });
    expect(checkReview({ ...ok, saturatedFat: '8' })).toMatchObject({ ok: false, title: 'Invalid Nutrients' });
    expect(reviewOf({ ...result, fibre: 6.1, saturatedFat: 0.2, sodium: 2 }, 'snack')).toMatchObject({
      fibre: '6.1',
      saturatedFat: '0.2',
      sodium: '2',
    });
  });

  it('says in words which field is over its limit, negative or not a number', () => {
    expect(entryFieldErrors(ok)).toEqual({});
    expect(entryFieldErrors({ ...ok, calories: '25000' })).toEqual({ calories: 'Must be 20,000 kcal or less.' });
    expect(entryFieldErrors({ ...ok, calories: '20000' })).toEqual({});
    expect(entryFieldErrors({ ...ok, calories: '-50' })).toEqual({ calories: 'Cannot be negative' });
    expect(entryFieldErrors({ ...ok, protein: '2001', fat: '-1' })).toEqual({
      protein: 'Must be 2,000 g or less.',
      fat: 'Cannot be negative',
    });
    expect(entryFieldErrors({ ...ok, carbs: 'abc' })).toEqual({ carbs: 'Enter a number.' });
    expect(entryFieldErrors({ ...ok, sugars: '61' })).toEqual({
      sugars: 'Cannot be more than carbs (sugars are part of the carbs).',
    });
    expect(entryFieldErrors({ ...ok, foodName: '   ' })).toEqual({ foodName: 'Enter a food name.' });
    expect(entryFieldErrors({ ...ok, foodName: 'x'.repeat(201) })).toEqual({
      foodName: 'Must be 200 characters or fewer.',
    });
  });

  it('keeps Save disabled until a name and calories are given and no field has a message', () => {
    expect(entryReady(ok)).toBe(true);
    expect(entryReady({ ...ok, foodName: '' })).toBe(false);
    expect(entryReady({ ...ok, calories: '' })).toBe(false);
    expect(entryReady({ ...ok, calories: '25000' })).toBe(false);
    expect(entryReady({ ...ok, sugars: '70' })).toBe(false);
    // A blank required field has no message of its own: it only keeps Save disabled.
    expect(entryFieldErrors({ ...ok, foodName: '', calories: '' })).toEqual({});
  });
});
