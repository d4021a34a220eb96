import { initialMeasurements, measured, measurementsReducer, type MeasurementsForm } from './measurements-form';

const blank = initialMeasurements(undefined);

describe('Body Measurements form', () => {
  it('starts from the saved profile with the imperial fields converted', () => {
    // 180 cm = 70.87 in = 5 ft 11 in; 80 kg = 176.37 lb.
    expect(initialMeasurements({ height: 180, weight: 80, age: 40, sex: 'female' })).toEqual({
      units: 'metric',
      heightCm: '180',
      weightKg: '80',
      ft: '5',
      inch: '11',
      lb: '176.4',
      age: '40',
      sex: 'female',
      goal: 'auto',
      proposed: null,
    });
  });

  it('starts empty without a profile', () => {
    expect(blank).toMatchObject({ heightCm: '', weightKg: '', ft: '', inch: '', lb: '', age: '', sex: '' });
    expect(measured(blank)).toEqual({ height: null, weight: null, age: null });
  });

  it('reads numbers from the fields of the chosen units', () => {
    const metric = { ...blank, heightCm: '170', weightKg: '65.5', age: '31' };
    expect(measured(metric)).toEqual({ height: 170, weight: 65.5, age: 31 });
    // 5 ft 7 in = 67 in = 170.18 cm; 150 lb = 68.04 kg, to one decimal 68.0.
    const imperial: MeasurementsForm = { ...blank, units: 'imperial', ft: '5', inch: '7', lb: '150' };
    const { height, weight } = measured(imperial);
    expect(height).toBeCloseTo(170.2, 0);
    expect(weight).toBe(68);
  });

  it('feet without inches count as whole feet; text that is not a number is no value', () => {
    // 6 ft = 72 in = 182.88 cm.
    expect(measured({ ...blank, units: 'imperial', ft: '6' }).height).toBeCloseTo(182.9, 0);
    expect(measured({ ...blank, heightCm: 'abc', weightKg: ' ' })).toEqual({ height: null, weight: null, age: null });
  });

  it('switching units carries what was typed over to the other fields', () => {
    const typed = [
      { kind: 'type', field: 'heightCm', value: '180' },
      { kind: 'type', field: 'weightKg', value: '80' },
    ] as const;
    const metric = typed.reduce(measurementsReducer, blank);
    const imperial = measurementsReducer(metric, { kind: 'switchUnits', units: 'imperial' });
    expect(imperial).toMatchObject({ units: 'imperial', ft: '5', inch: '11', lb: '176.4' });
    // Back: 5 ft 11 in = 180.34 cm; 176.4 lb = 80.01 kg, shown as 80.
    const back = measurementsReducer(imperial, { kind: 'switchUnits', units: 'metric' });
    expect(back.units).toBe('metric');
    expect(Number(back.heightCm)).toBeCloseTo(180.3, 0);
    expect(back.weightKg).toBe('80');
  });

  it('switching with nothing typed leaves the fields empty; the same units change nothing', () => {
    expect(measurementsReducer(blank, { kind: 'switchUnits', units: 'imperial' })).toMatchObject({
      units: 'imperial',
      ft: '',
      inch: '',
      lb: '',
    });
    expect(measurementsReducer(blank, { kind: 'switchUnits', units: 'metric' })).toBe(blank);
  });

  it('holds the proposed goals until the confirmation closes', () => {
    const goals = { calorieGoal: 2000, proteinGoal: 144, carbGoal: 225, fatGoal: 67 };
    const asked = measurementsReducer(blank, { kind: 'propose', goals });
    expect(asked.proposed).toBe(goals);
    expect(measurementsReducer(asked, { kind: 'proposalClosed' }).proposed).toBeNull();
  });

  it('keeps the sex and goal picked', () => {
    const s = [
      { kind: 'pickSex', sex: 'male' },
      { kind: 'pickGoal', goal: 'weight_loss' },
    ] as const;
    expect(s.reduce(measurementsReducer, blank)).toMatchObject({ sex: 'male', goal: 'weight_loss' });
  });
});
