import {
  dateError,
  initialWeightForm,
  readWeighIn,
  weighInChanges,
  weightFormReducer,
  weightText,
} from './weight-form';

// Pounds at 2.20462 a kilogram (docs/product.md "Body and goals"), stored to two decimals of a kg.
describe('the Log weight form', () => {
  it('starts on today with the latest weight, or on the weigh-in it corrects', () => {
    expect(initialWeightForm({ today: '2026-11-26', units: 'metric', lastKg: 80.44 })).toEqual({
      editing: null,
      date: '2026-11-26',
      text: '80.4',
      units: 'metric',
      refusal: null,
    });
    // 80 kg × 2.20462 = 176.37 lb
    const edit = initialWeightForm({
      today: '2026-11-26',
      units: 'imperial',
      editing: { id: 'w1', date: '2026-11-20', weightKg: 80 },
    });
    expect(edit).toMatchObject({ date: '2026-11-20', text: '176.4', editing: { id: 'w1' } });
    expect(initialWeightForm({ today: '2026-11-26', units: 'metric' }).text).toBe('');
  });

  it('reads kilograms and pounds, and says what is wrong', () => {
    expect(readWeighIn('80,5', 'metric')).toEqual({ kg: 80.5, error: null });
    // 150.1 / 2.20462 = 68.0843 kg
    expect(readWeighIn('150.1', 'imperial')).toEqual({ kg: 68.08, error: null });
    expect(readWeighIn('', 'metric')).toEqual({ kg: null, error: null });
    expect(readWeighIn('eighty', 'metric').error).toBe('Enter your weight as a number of kg.');
    expect(readWeighIn('19.9', 'metric').error).toBe('Weight must be between 20 and 400 kg.');
    expect(readWeighIn('44', 'imperial').error).toBe('Weight must be between 45 and 881 lbs.');
  });

  it('converts what was typed when the unit changes, and leaves a wrong value as typed', () => {
    const form = initialWeightForm({ today: '2026-11-26', units: 'metric' });
    const typed = weightFormReducer(form, { kind: 'typeWeight', text: '70' });
    // 70 × 2.20462 = 154.32 lb
    expect(weightFormReducer(typed, { kind: 'switchUnits', units: 'imperial' }).text).toBe('154.3');
    const wrong = weightFormReducer(form, { kind: 'typeWeight', text: '7o' });
    expect(weightFormReducer(wrong, { kind: 'switchUnits', units: 'imperial' }).text).toBe('7o');
    expect(weightText(68.08, 'imperial')).toBe('150.1');
  });

  it('clears a refusal once the member changes something', () => {
    const form = weightFormReducer(initialWeightForm({ today: '2026-11-26', units: 'metric' }), {
      kind: 'refused',
      message: 'There is already a weigh-in on that day.',
    });
    expect(form.refusal).toBe('There is already a weigh-in on that day.');
    expect(weightFormReducer(form, { kind: 'typeDate', date: '2026-11-25' }).refusal).toBeNull();
  });

  it('checks the day against the member’s today', () => {
    expect(dateError('2026-11-26', '2026-11-26')).toBeNull();
    expect(dateError('2026-11-27', '2026-11-26')).toBe('The day cannot be in the future.');
    expect(dateError('1999-12-31', '2026-11-26')).toBe('Choose a day from 2000 on.');
    expect(dateError('', '2026-11-26')).toBe('Choose the day of the weigh-in.');
  });

  it('sends a new weigh-in whole and a correction only as what changed', () => {
    const fresh = initialWeightForm({ today: '2026-11-26', units: 'metric' });
    expect(weighInChanges(fresh, 80)).toEqual({ date: '2026-11-26', weightKg: 80 });
    const edit = initialWeightForm({
      today: '2026-11-26',
      units: 'metric',
      editing: { id: 'w1', date: '2026-11-20', weightKg: 80 },
    });
    expect(weighInChanges(edit, 80)).toBeNull();
    expect(weighInChanges(edit, 79.5)).toEqual({ weightKg: 79.5 });
    expect(weighInChanges({ ...edit, date: '2026-11-21' }, 80)).toEqual({ date: '2026-11-21' });
  });

  it('starts from the profile weight that answers after it opened, unless a weight was typed or one is corrected', () => {
    const fresh = initialWeightForm({ today: '2026-11-26', units: 'metric' });
    expect(fresh.text).toBe('');
    expect(weightFormReducer(fresh, { kind: 'lastWeightKnown', kg: 80 }).text).toBe('80');
    // 80 kg = 176.37 lb, shown to one decimal.
    const inPounds = initialWeightForm({ today: '2026-11-26', units: 'imperial' });
    expect(weightFormReducer(inPounds, { kind: 'lastWeightKnown', kg: 80 }).text).toBe('176.4');
    const typed = weightFormReducer(fresh, { kind: 'typeWeight', text: '79' });
    expect(weightFormReducer(typed, { kind: 'lastWeightKnown', kg: 80 }).text).toBe('79');
    const edit = initialWeightForm({
      today: '2026-11-26',
      units: 'metric',
      editing: { id: 'w1', date: '2026-11-20', weightKg: 81 },
    });
    expect(weightFormReducer(edit, { kind: 'lastWeightKnown', kg: 80 }).text).toBe('81');
  });
});
