import { canSave, checkManualEntry, EMPTY_FORM, fieldError, formFromEntry } from './manual-entry-form';

const form = (f: Partial<typeof EMPTY_FORM>) => ({ ...EMPTY_FORM, ...f });

describe('manual entry rules (spec 5, 8)', () => {
  it('allows saving only with a name and calories', () => {
    expect(canSave(form({}))).toBe(false);
    expect(canSave(form({ foodName: 'Egg' }))).toBe(false);
    expect(canSave(form({ calories: '70' }))).toBe(false);
    expect(canSave(form({ foodName: ' ', calories: '70' }))).toBe(true);
  });

  it('refuses a blank name with the spec text', () => {
    expect(checkManualEntry(form({ foodName: '   ', calories: '70' }))).toEqual({
      ok: false,
      title: 'Missing Information',
      description: 'Please enter a food name.',
    });
  });

  it.each(['-5', 'abc', ' '])('refuses calories %j with the spec text', (calories) => {
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
        analysisMethod: 'manual',
      },
    });
  });
});

describe('negative amounts (issue 16)', () => {
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
      formFromEntry({ foodName: 'Oats', mealType: 'breakfast', calories: 300, protein: 10, carbs: 54.5, fat: 5 }),
    ).toEqual({ foodName: 'Oats', mealType: 'breakfast', calories: '300', protein: '10', carbs: '54.5', fat: '5' });
  });
});
