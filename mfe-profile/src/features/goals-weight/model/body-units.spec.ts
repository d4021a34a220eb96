import { formatHeight, formatWeight, sliderToKg, sliderValue, toKg, toLb } from './body-units';

describe('profile editor conversions (1 kg = 2.20462 lb, 1 in = 2.54 cm, 1 ft = 30.48 cm)', () => {
  it('shows 80 kg as 176.4 lbs (80 × 2.20462 = 176.3696)', () => {
    expect(toLb(80)).toBeCloseTo(176.3696, 4);
    expect(formatWeight(80, 'imperial')).toBe('176.4 lbs');
    expect(formatWeight(80, 'metric')).toBe('80 kg');
  });

  it('converts lbs back to kg: 176 lbs = 176 / 2.20462 = 79.83 kg, stored as 79.8', () => {
    expect(toKg(176)).toBeCloseTo(79.832, 3);
    expect(sliderToKg(176, 'imperial')).toBe(79.8);
    expect(sliderToKg(80.5, 'metric')).toBe(80.5);
  });

  it('shows heights as cm or feet and inches (178 cm = 70.08 in = 5\'10")', () => {
    expect(formatHeight(178, 'metric')).toBe('178 cm');
    expect(formatHeight(178, 'imperial')).toBe(`5'10"`);
    expect(formatHeight(175, 'imperial')).toBe(`5'9"`); // 68.9 in
  });

  it('keeps the weight slider inside 20–200 kg and 44–440 lbs', () => {
    expect(sliderValue(80, 'metric')).toBe(80);
    expect(sliderValue(80.3, 'metric')).toBe(80.5); // half-kilogram steps
    expect(sliderValue(80, 'imperial')).toBe(176);
    expect(sliderValue(10, 'metric')).toBe(20);
    expect(sliderValue(250, 'metric')).toBe(200);
    expect(sliderValue(10, 'imperial')).toBe(44);
    expect(sliderValue(250, 'imperial')).toBe(440); // 551.2 lbs
  });
});
