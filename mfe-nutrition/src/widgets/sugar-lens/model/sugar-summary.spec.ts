import { exposuresText, levelText, sugarSummary, unknownText } from './sugar-summary';

const at = (hhmm: string, sugars: number | null) => ({ createdAt: `2026-11-23T${hhmm}:00Z`, sugars });

describe("the sugar card's summary", () => {
  it('a cola at 10:00 and an apple at 15:00 on the default 2000 kcal: two exposures against 50 g, ideally 25 g', () => {
    // WHO: 10 % of 2000 kcal = 200 kcal = 50 g at 4 kcal/g; 5 % = 25 g.
    const s = sugarSummary([at('10:00', 33), at('15:00', 18.9)], 2000);
    expect(s).toEqual({
      grams: 51.9,
      limitG: 50,
      idealG: 25,
      level: 'over-limit',
      exposures: 2,
      unknown: 0,
      known: true,
      barPercent: 100,
      idealPercent: 50,
    });
    expect(levelText(s)).toBe('Over the WHO limit of 50 g.');
  });

  it('entries within 30 minutes are one occasion; unknown sugars are counted apart', () => {
    const s = sugarSummary([at('09:00', 12), at('09:20', 8), at('12:00', null)], 1800);
    // 1800 kcal: limit 1800 × 0.1 / 4 = 45 g, ideal 22.5 → 23 g (rounded); 20 g is within the ideal.
    expect(s).toMatchObject({ grams: 20, limitG: 45, idealG: 23, exposures: 1, unknown: 1, known: true });
    expect(s.barPercent).toBeCloseTo((20 / 45) * 100);
    expect(levelText(s)).toBe('Within the ideal of under 23 g.');
    expect(levelText(sugarSummary([at('09:00', 30)], 2000))).toBe('Over the ideal of 25 g, within the WHO limit.');
  });

  it('nothing with a sugars figure is the empty state; a 0 g figure is not', () => {
    expect(sugarSummary([], 2000)).toMatchObject({ known: false, grams: 0, exposures: 0, barPercent: 0 });
    expect(sugarSummary([at('08:00', null)], 2000)).toMatchObject({ known: false, unknown: 1 });
    expect(sugarSummary([at('08:00', 0)], 2000)).toMatchObject({ known: true, exposures: 0 });
  });

  it('says the counts in plain words', () => {
    expect([0, 1, 2].map(exposuresText)).toEqual([
      'No sugar exposures today',
      '1 sugar exposure today',
      '2 sugar exposures today',
    ]);
    expect(unknownText(1)).toBe('1 entry has no sugar figure and is not counted.');
    expect(unknownText(3)).toBe('3 entries have no sugar figure and are not counted.');
  });
});
