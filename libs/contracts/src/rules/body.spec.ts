import { bmi, bmiCategory, formatBmi, bmiMarkerPercent, bmr, cmToFtIn, ftInToCm, kgToLb } from './body';

describe('body formulas', () => {
  it('BMI needs height and weight, is kept unrounded, and shows one decimal cut, not rounded', () => {
    // 68 / 1.65² = 68 / 2.7225 = 24.977…: Normal weight, shown "24.9" (rounding would show "25.0").
    expect(bmi(165, 68)).toBeCloseTo(24.977, 3);
    expect(bmiCategory(bmi(165, 68)!).category).toBe('normal');
    expect(formatBmi(bmi(165, 68)!)).toBe('24.9');
    // 64 / 1.6² = 25 exactly, though floating point makes it 24.999999999999996 before cleaning.
    expect(bmi(160, 64)).toBe(25);
    expect(formatBmi(25)).toBe('25.0');
    expect(bmiCategory(bmi(160, 64)!).category).toBe('overweight');
    // 79 / 1.75² = 25.796 → "25.7"; 70 / 1.8² = 21.605 → "21.6".
    expect(formatBmi(bmi(175, 79)!)).toBe('25.7');
    expect(formatBmi(bmi(180, 70)!)).toBe('21.6');
    expect(bmi(null, 70)).toBeNull();
    expect(bmi(175, undefined)).toBeNull();
  });

  it.each([
    [18.4, 'underweight', 'weight_gain'],
    [18.5, 'normal', 'maintenance'],
    [24.9, 'normal', 'maintenance'],
    [24.98, 'normal', 'maintenance'],
    [29.99, 'overweight', 'weight_loss'],
    [25, 'overweight', 'weight_loss'],
    [29.9, 'overweight', 'weight_loss'],
    [30, 'obese', 'weight_loss'],
  ] as const)('BMI %f is %s', (value, category, goal) => {
    expect(bmiCategory(value)).toMatchObject({ category, goal });
  });

  it('places the marker on a 0–40 scale clamped to 2–98 %', () => {
    expect(bmiMarkerPercent(20)).toBe(50);
    expect(bmiMarkerPercent(0.2)).toBe(2);
    expect(bmiMarkerPercent(45)).toBe(98);
  });

  it('BMR: 10 kg + 6.25 cm − 5 age, +5 men, −161 otherwise', () => {
    expect(bmr({ weightKg: 79, heightCm: 175, age: 40, sex: 'male' })).toBe(1688.75);
    expect(bmr({ weightKg: 60, heightCm: 165, age: 30, sex: 'female' })).toBe(1320.25);
    expect(bmr({ weightKg: 60, heightCm: 165, age: 30, sex: 'other' })).toBe(1320.25);
  });

  it('conversions', () => {
    expect(kgToLb(100)).toBeCloseTo(220.5);
    expect(kgToLb(100, true)).toBeCloseTo(220.462);
    expect(cmToFtIn(175)).toEqual({ ft: 5, inches: 9 });
    expect(ftInToCm(6, 2)).toBe(188);
  });
});
