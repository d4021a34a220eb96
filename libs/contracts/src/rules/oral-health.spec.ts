import { sugarExposures, sugarLevel, sugarLimits, sugarTotals } from './oral-health';

const at = (hhmm: string, sugars: number | null) => ({ createdAt: `2026-11-23T${hhmm}:00.000Z`, sugars });

// Expected values by hand from the WHO guideline (10 % / 5 % of energy, 4 kcal per gram).
describe('oral-health lens', () => {
  it('WHO limits in grams of the calorie goal', () => {
    // 2000 kcal: 200 kcal / 4 = 50 g, 100 kcal / 4 = 25 g. 1948 kcal: 48.7 → 49 g, 24.35 → 24 g.
    expect(sugarLimits(2000)).toEqual({ limitG: 50, idealG: 25 });
    expect(sugarLimits(1948)).toEqual({ limitG: 49, idealG: 24 });
  });

  it('levels: under the ideal, under the limit, else over (WHO: "less than")', () => {
    expect([0, 24.9, 25, 49.9, 50].map((g) => sugarLevel(g, 2000))).toEqual([
      'within-ideal',
      'within-ideal',
      'within-limit',
      'within-limit',
      'over-limit',
    ]);
  });

  it('totals the known sugars and counts the unknown entries', () => {
    // A 355 ml cola (about 37 g), an apple (about 19 g), a chicken breast (0 g), a dish with no figure.
    expect(sugarTotals([at('10:00', 37.3), at('15:00', 18.9), at('13:00', 0), at('19:00', null)])).toEqual({
      grams: 56.2,
      unknown: 1,
    });
  });

  it('a soda at 10:00 and an apple at 15:00 are two exposures', () => {
    expect(sugarExposures([at('15:00', 18.9), at('10:00', 37.3)])).toBe(2);
  });

  it('entries within 30 minutes of the previous sugary one are one occasion', () => {
    // 10:00, 10:20, 10:45 chain into one; 11:16 is 31 minutes after 10:45: a second.
    expect(sugarExposures([at('10:00', 10), at('10:20', 5), at('10:45', 3), at('11:16', 4)])).toBe(2);
    // Exactly 30 minutes still counts as the same occasion.
    expect(sugarExposures([at('10:00', 10), at('10:30', 5)])).toBe(1);
  });

  it('entries without sugars, or under 1 g, are not exposures and do not bridge occasions', () => {
    expect(sugarExposures([at('08:00', 0), at('09:00', null), at('12:00', 0.5)])).toBe(0);
    // The 10:25 chicken (0 g) does not join 10:00 and 10:50 into one occasion.
    expect(sugarExposures([at('10:00', 10), at('10:25', 0), at('10:50', 8)])).toBe(2);
    expect(sugarExposures([])).toBe(0);
  });
});
