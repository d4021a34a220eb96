import { canSave, checkManualEntry, EMPTY_FORM } from './manual-entry-form';

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
