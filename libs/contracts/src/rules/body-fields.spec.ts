import {
  ageOn,
  bodyText,
  formatHeight,
  formatWeight,
  heightRange,
  readAge,
  readHeight,
  readWeight,
  switchBodyUnits,
  weightRange,
  type BodyText,
} from './body-fields';

const typed = (t: Partial<BodyText>): BodyText => ({ heightCm: '', ft: '', inch: '', weightKg: '', lb: '', ...t });

describe('the height and weight fields', () => {
  it('start from the profile in both unit systems', () => {
    // 165 cm = 64.96 in → 65 in = 5'5"; 68 kg × 2.20462 = 149.91 lbs.
    expect(bodyText(165, 68)).toEqual({ heightCm: '165', ft: '5', inch: '5', weightKg: '68', lb: '149.9' });
    expect(bodyText(null, undefined)).toEqual(typed({}));
  });

  it('say their limits in words, in the unit shown', () => {
    expect(heightRange('metric')).toBe('50–272 cm');
    expect(heightRange('imperial')).toBe(`1'8" to 8'11"`); // 20 in and 107 in
    expect(weightRange('metric')).toBe('20–400 kg');
    expect(weightRange('imperial')).toBe('45–881 lbs'); // 20 × 2.20462 = 44.09 ↑, 400 × 2.20462 = 881.85 ↓
  });

  it('read a typed height in cm, or feet and inches up to 8\'11"', () => {
    expect(readHeight(typed({ heightCm: '165' }), 'metric')).toEqual({ value: 165, error: null });
    expect(readHeight(typed({ heightCm: '' }), 'metric')).toEqual({ value: null, error: null });
    expect(readHeight(typed({ heightCm: '49' }), 'metric').error).toBe('Height must be between 50 and 272 cm.');
    expect(readHeight(typed({ heightCm: '1,7m' }), 'metric').error).toBe(
      'Enter your height as a number of centimetres.',
    );
    // 7'0" = 84 in × 2.54 = 213.36 cm.
    expect(readHeight(typed({ ft: '7', inch: '0' }), 'imperial')).toEqual({ value: 213.4, error: null });
    expect(readHeight(typed({ ft: '5', inch: '13' }), 'imperial').error).toBe('Inches must be less than 12.');
    expect(readHeight(typed({ ft: '9', inch: '0' }), 'imperial').error).toBe(`Height must be between 1'8" and 8'11".`);
  });

  it('read a typed weight in kg or lbs, stored as kg with one decimal', () => {
    expect(readWeight(typed({ weightKg: '68.5' }), 'metric')).toEqual({ value: 68.5, error: null });
    expect(readWeight(typed({ lb: '150' }), 'imperial')).toEqual({ value: 68, error: null }); // 150 / 2.20462 = 68.04
    expect(readWeight(typed({ lb: '44' }), 'imperial').error).toBe('Weight must be between 45 and 881 lbs.');
    expect(readWeight(typed({ weightKg: '401' }), 'metric').error).toBe('Weight must be between 20 and 400 kg.');
    expect(readWeight(typed({ weightKg: 'sixty' }), 'metric').error).toBe(
      'Enter your weight as a number of kilograms.',
    );
  });

  it('a round trip through the other units leaves what was typed as it was', () => {
    const metric = typed({ heightCm: '175', weightKg: '79' });
    const imperial = switchBodyUnits(metric, 'metric', 'imperial');
    // 175 cm = 68.9 in → 5'9"; 79 kg × 2.20462 = 174.2 lbs.
    expect(imperial).toMatchObject({ ft: '5', inch: '9', lb: '174.2' });
    // 5'9" is 175.26 cm and 174.2 lbs is 79.02 kg, but they show as what was typed: 175 and 79 stay.
    expect(switchBodyUnits(imperial, 'imperial', 'metric')).toMatchObject({ heightCm: '175', weightKg: '79' });
    // 150 lbs → 68 kg → back: 150, not 68 × 2.20462 = 149.9.
    const lbs = switchBodyUnits(typed({ ft: '5', inch: '7', lb: '150' }), 'imperial', 'metric');
    expect(lbs).toMatchObject({ heightCm: '170.2', weightKg: '68' });
    expect(switchBodyUnits(lbs, 'metric', 'imperial')).toMatchObject({ ft: '5', inch: '7', lb: '150' });
    // A changed value does replace the other system's: 180 cm after 5'9" gives 5'11" (70.87 in).
    const changed = { ...switchBodyUnits(imperial, 'imperial', 'metric'), heightCm: '180' };
    expect(switchBodyUnits(changed, 'metric', 'imperial')).toMatchObject({ ft: '5', inch: '11' });
  });

  it('keep what was typed when the units switch', () => {
    expect(switchBodyUnits(typed({ heightCm: '165', weightKg: '68' }), 'metric', 'imperial')).toMatchObject({
      ft: '5',
      inch: '5',
      lb: '149.9',
    });
    // 6'2" = 74 in = 187.96 cm; 200 lbs / 2.20462 = 90.72 kg.
    expect(switchBodyUnits(typed({ ft: '6', inch: '2', lb: '200' }), 'imperial', 'metric')).toMatchObject({
      heightCm: '188',
      weightKg: '90.7',
    });
  });

  it('age: whole years from 13 to 120, or from a birthday', () => {
    expect(readAge('40')).toEqual({ value: 40, error: null });
    expect(readAge('12').error).toBe('Age must be between 13 and 120.');
    expect(readAge('40.5').error).toBe('Enter your age in whole years.');
    expect(ageOn('1986-03-15', new Date(2026, 2, 14))).toBe(39);
    expect(ageOn('1986-03-15', new Date(2026, 2, 15))).toBe(40);
  });

  it('show a stored value in the unit system chosen', () => {
    expect(formatWeight(80, 'metric')).toBe('80 kg');
    expect(formatWeight(80, 'imperial')).toBe('176.4 lbs'); // 80 × 2.20462 = 176.37
    expect(formatHeight(178, 'metric')).toBe('178 cm');
    expect(formatHeight(178, 'imperial')).toBe(`5'10"`); // 70.08 in
  });
});
