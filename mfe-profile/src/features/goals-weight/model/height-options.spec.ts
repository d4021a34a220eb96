import { IMPERIAL_HEIGHTS, METRIC_HEIGHTS, imperialHighlight } from './height-options';

describe('height picker lists', () => {
  it('lists 131 metric values, 120 to 250 cm', () => {
    expect(METRIC_HEIGHTS).toHaveLength(131);
    expect(METRIC_HEIGHTS[0]).toEqual({ label: '120 cm', cm: 120 });
    expect(METRIC_HEIGHTS[130]).toEqual({ label: '250 cm', cm: 250 });
  });

  it(`lists 27 imperial entries, 4'0" to 6'2", each stored in whole cm`, () => {
    expect(IMPERIAL_HEIGHTS).toHaveLength(27);
    expect(IMPERIAL_HEIGHTS[0]).toEqual({ label: `4'0"`, cm: 122 }); // 121.92
    expect(IMPERIAL_HEIGHTS[11]).toEqual({ label: `4'11"`, cm: 150 }); // 121.92 + 27.94 = 149.86
    expect(IMPERIAL_HEIGHTS[12]).toEqual({ label: `5'0"`, cm: 152 }); // 152.4
    expect(IMPERIAL_HEIGHTS[22]).toEqual({ label: `5'10"`, cm: 178 }); // 152.4 + 25.4 = 177.8
    expect(IMPERIAL_HEIGHTS[26]).toEqual({ label: `6'2"`, cm: 188 }); // 182.88 + 5.08 = 187.96
  });

  it('highlights the nearest imperial entry within 3 cm of the stored height, else none', () => {
    expect(imperialHighlight(178)).toBe(22);
    expect(imperialHighlight(175)).toBe(21); // 5'9" = 175.26 → 175
    expect(imperialHighlight(191)).toBe(26); // 3 cm above 6'2"
    expect(imperialHighlight(192)).toBeNull();
    expect(imperialHighlight(119)).toBe(0); // 3 cm below 4'0"
    expect(imperialHighlight(118)).toBeNull();
    expect(imperialHighlight(null)).toBeNull();
  });
});
