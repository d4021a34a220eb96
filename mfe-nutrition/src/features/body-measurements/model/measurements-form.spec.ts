import { initialMeasurements, measured, measurementsReducer, type MeasurementsForm } from './measurements-form';

const blank = initialMeasurements(undefined);
const body = (t: Partial<MeasurementsForm['body']>) => ({ ...blank.body, ...t });

describe('Body Measurements form', () => {
  it('starts from the saved profile with the imperial fields converted', () => {
    // 180 cm = 70.87 in = 5 ft 11 in; 80 kg × 2.20462 = 176.37 lbs.
    expect(initialMeasurements({ height: 180, weight: 80, age: 40, sex: 'female' })).toEqual({
      units: 'metric',
      body: { heightCm: '180', weightKg: '80', ft: '5', inch: '11', lb: '176.4' },
      age: '40',
      sex: 'female',
      goal: 'auto',
      proposed: null,
    });
  });

  it('starts empty without a profile', () => {
    expect(blank).toMatchObject({ body: { heightCm: '', weightKg: '', ft: '', inch: '', lb: '' }, age: '', sex: '' });
    expect(measured(blank)).toEqual({ height: null, weight: null, age: null });
  });

  it('reads numbers from the fields of the chosen units; a value out of range is none', () => {
    const metric = { ...blank, body: body({ heightCm: '170', weightKg: '65.5' }), age: '31' };
    expect(measured(metric)).toEqual({ height: 170, weight: 65.5, age: 31 });
    // 5 ft 7 in = 67 in = 170.18 cm; 150 lbs / 2.20462 = 68.04 kg, to one decimal 68.0.
    const imperial: MeasurementsForm = { ...blank, units: 'imperial', body: body({ ft: '5', inch: '7', lb: '150' }) };
    expect(measured(imperial)).toEqual({ height: 170.2, weight: 68, age: null });
    expect(measured({ ...blank, body: body({ heightCm: '20', weightKg: 'abc' }) })).toEqual({
      height: null,
      weight: null,
      age: null,
    });
  });

  it('switching units carries what was typed over to the other fields', () => {
    const metric = measurementsReducer(blank, { kind: 'typeBody', body: body({ heightCm: '180', weightKg: '80' }) });
    const imperial = measurementsReducer(metric, { kind: 'switchUnits', units: 'imperial' });
    expect(imperial).toMatchObject({ units: 'imperial', body: { ft: '5', inch: '11', lb: '176.4' } });
    // Back: 5 ft 11 in is 180.34 cm and 176.4 lbs is 80.01 kg, but they show as what was typed: 180 and 80 stay.
    const back = measurementsReducer(imperial, { kind: 'switchUnits', units: 'metric' });
    expect(back).toMatchObject({ units: 'metric', body: { heightCm: '180', weightKg: '80' } });
    expect(measurementsReducer(blank, { kind: 'switchUnits', units: 'metric' })).toBe(blank);
  });

  it('holds the proposed goals until the confirmation closes', () => {
    const goals = { calorieGoal: 2000, proteinGoal: 144, carbGoal: 225, fatGoal: 67 };
    const asked = measurementsReducer(blank, { kind: 'propose', goals });
    expect(asked.proposed).toBe(goals);
    expect(measurementsReducer(asked, { kind: 'proposalClosed' }).proposed).toBeNull();
  });

  it('keeps the age, sex and goal given', () => {
    const s = [
      { kind: 'typeAge', age: '52' },
      { kind: 'pickSex', sex: 'male' },
      { kind: 'pickGoal', goal: 'weight_loss' },
    ] as const;
    expect(s.reduce(measurementsReducer, blank)).toMatchObject({ age: '52', sex: 'male', goal: 'weight_loss' });
  });
});
