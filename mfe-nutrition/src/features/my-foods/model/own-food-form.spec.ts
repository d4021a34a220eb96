import { checkOwnFood, EMPTY_OWN_FOOD, formFromOwnFood, otherBasis, type OwnFoodForm } from './own-food-form';

const bar: OwnFoodForm = {
  ...EMPTY_OWN_FOOD,
  name: 'Peanut bar',
  servingName: 'bar',
  servingGrams: '40',
  calories: '200',
  protein: '10',
  carbs: '24',
  fat: '8',
  sodium: '120',
};

describe('the own-food form', () => {
  it('sends values per serving with the serving, blanks as unknown and blank macros as 0', () => {
    const check = checkOwnFood({ ...bar, fat: '' });
    expect(check).toEqual({
      ok: true,
      body: {
        name: 'Peanut bar',
        brand: null,
        serving: { name: 'bar', grams: 40 },
        valuesPer: 'serving',
        values: {
          calories: 200,
          protein: 10,
          carbs: 24,
          fat: 0,
          sugars: null,
          fibre: null,
          saturatedFat: null,
          sodium: 120,
        },
      },
    });
  });

  it('shows the other basis as it will be: 200 kcal in 40 g is 500 kcal per 100 g', () => {
    expect(otherBasis(bar)).toEqual({
      label: 'Per 100 g',
      values: {
        calories: 500,
        protein: 25,
        carbs: 60,
        fat: 20,
        sugars: null,
        fibre: null,
        saturatedFat: null,
        sodium: 300,
      },
    });
    // 387 kcal per 100 g in a 9 g cake: 34.83 → 35 kcal.
    expect(
      otherBasis({ ...bar, servingName: 'cake', servingGrams: '9', valuesPer: '100g', calories: '387' })?.label,
    ).toBe('Per cake (9 g)');
    expect(otherBasis({ ...bar, servingGrams: '' })).toBeNull();
  });

  it('says under each field what is wrong', () => {
    expect(checkOwnFood({ ...bar, servingName: '', servingGrams: '' })).toEqual({
      ok: false,
      errors: { servingGrams: 'Give the serving’s grams to enter values per serving.' },
    });
    expect(checkOwnFood({ ...EMPTY_OWN_FOOD, valuesPer: '100g' })).toEqual({
      ok: false,
      errors: { calories: 'Please enter the calories.', name: 'Please enter a name.' },
    });
    // 400 kcal in 40 g would be 1,000 kcal per 100 g.
    expect(checkOwnFood({ ...bar, calories: '400' })).toEqual({
      ok: false,
      errors: { calories: 'Is more than 900 kcal per 100 g.' },
    });
    expect(checkOwnFood({ ...bar, sugars: '30' })).toMatchObject({ ok: false, errors: { sugars: expect.any(String) } });
  });

  it('starts an edit with the values as they were typed', () => {
    const check = checkOwnFood(bar);
    if (!check.ok) throw new Error('bar should be valid');
    const saved = {
      id: 'f1',
      ...check.body,
      per100g: check.body.values,
      perServing: null,
      createdAt: '',
      updatedAt: '',
    };
    expect(formFromOwnFood(saved)).toEqual({ ...bar, brand: '', sugars: '', fibre: '', saturatedFat: '' });
  });
});
