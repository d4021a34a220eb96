import { canSave, checkManualEntry, EMPTY_FORM, fieldError, formFromEntry } from './manual-entry-form';

const form = (f: Partial<typeof EMPTY_FORM>) => ({ ...EMPTY_FORM, ...f });

describe('manual entry rules', () => {
  it('allows saving only with a name and calories', () => {
    expect(canSave(form({}))).toBe(false);
    expect(canSave(form({ foodName: 'Egg' }))).toBe(false);
    expect(canSave(form({ calories: '70' }))).toBe(false);
    // A name of spaces has its message under the field and keeps Save disabled.
    expect(canSave(form({ foodName: ' ', calories: '70' }))).toBe(false);
    expect(canSave(form({ foodName: 'Egg', calories: '70' }))).toBe(true);
    expect(canSave(form({ foodName: 'Egg', calories: '25000' }))).toBe(false);
  });

  it('refuses a blank name with its message', () => {
    expect(checkManualEntry(form({ foodName: '   ', calories: '70' }))).toEqual({
      ok: false,
      title: 'Missing Information',
      description: 'Please enter a food name.',
    });
  });

  it.each(['-5', 'abc', ' '])('refuses calories %j with its message', (calories) => {
    expect(checkManualEntry(form({ foodName: 'Egg', calories }))).toEqual({
      ok: false,
      title: 'Invalid Calories',
      description: 'Please enter a valid calorie amount.',
    });
  });

  it('trims the name, sends non-numeric macros as 0 and marks the entry manual', () => {
    expect(
      checkManualEntry(
        form({
          foodName: '  Salmon bowl ',
          mealType: 'dinner',
          calories: '640',
          protein: '42.5',
          carbs: 'n/a',
          fat: '',
        }),
      ),
    ).toEqual({
      ok: true,
      body: {
        foodName: 'Salmon bowl',
        mealType: 'dinner',
        calories: 640,
        protein: 42.5,
        carbs: 0,
        fat: 0,
        sugars: null,
        fibre: null,
        saturatedFat: null,
        sodium: null,
        portionAmount: null,
        portionUnit: null,
        analysisMethod: 'manual',
      },
    });
  });
});

describe('sugars and the time eaten', () => {
  const cola = { foodName: 'Cola', calories: '151', carbs: '38.3' };

  it('sends blank sugars as unknown (null), a figure as grams, and refuses a negative one', () => {
    expect(checkManualEntry(form(cola))).toMatchObject({ ok: true, body: { sugars: null } });
    expect(checkManualEntry(form({ ...cola, sugars: '33' }))).toMatchObject({ ok: true, body: { sugars: 33 } });
    expect(checkManualEntry(form({ ...cola, sugars: '0' }))).toMatchObject({ ok: true, body: { sugars: 0 } });
    expect(checkManualEntry(form({ ...cola, sugars: '-1' }))).toEqual({
      ok: false,
      title: 'Invalid Sugars',
      description: 'Sugars cannot be negative.',
    });
    // Sugars are part of the carbs: 38.3 g of them at most here; none given counts as 0.
    expect(checkManualEntry(form({ ...cola, sugars: '38.4' }))).toEqual({
      ok: false,
      title: 'Invalid Sugars',
      description: 'Sugars cannot be more than carbs (sugars are part of the carbs).',
    });
    expect(checkManualEntry(form({ ...cola, carbs: '', sugars: '1' }))).toMatchObject({ ok: false });
  });

  it('sends a time of day as HH:MM, none when blank, and refuses one that is not a time', () => {
    const ok = checkManualEntry(form({ ...cola, time: '10:00' }));
    expect(ok).toMatchObject({ ok: true, body: { time: '10:00' } });
    expect(checkManualEntry(form({ ...cola, time: '15:00:00' }))).toMatchObject({ ok: true, body: { time: '15:00' } });
    const blank = checkManualEntry(form(cola));
    expect(blank.ok && 'time' in blank.body).toBe(false);
    expect(checkManualEntry(form({ ...cola, time: '25:00' }))).toEqual({
      ok: false,
      title: 'Invalid entry',
      description: 'Please enter a time such as 10:30.',
    });
  });
});

describe('negative amounts', () => {
  it('marks a negative value beside its field, and nothing else', () => {
    expect(fieldError('-0.5')).toBe('Cannot be negative');
    expect(['', '0', '12.5', 'abc'].map(fieldError)).toEqual([null, null, null, null]);
  });

  it.each(['protein', 'carbs', 'fat'] as const)('refuses a negative %s instead of storing 0', (field) => {
    expect(checkManualEntry(form({ foodName: 'Egg', calories: '70', [field]: '-1' }))).toEqual({
      ok: false,
      title: 'Invalid Macros',
      description: 'Protein, carbs and fat cannot be negative.',
    });
  });

  it('fills the form from a logged entry for editing', () => {
    expect(
      formFromEntry({
        foodName: 'Oats',
        mealType: 'breakfast',
        calories: 300,
        protein: 10,
        carbs: 54.5,
        fat: 5,
        sugars: 1.1,
      }),
    ).toEqual({
      foodName: 'Oats',
      mealType: 'breakfast',
      calories: '300',
      protein: '10',
      carbs: '54.5',
      fat: '5',
      sugars: '1.1',
      fibre: '',
      saturatedFat: '',
      sodium: '',
      time: '',
    });
    expect(
      formFromEntry({
        foodName: 'Oats',
        mealType: 'breakfast',
        calories: 300,
        protein: 10,
        carbs: 54.5,
        fat: 5,
        sugars: null,
      }).sugars,
    ).toBe('');
  });
});
