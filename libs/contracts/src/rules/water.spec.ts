import { formatWater, waterFromMl, waterToMl, WATER_GLASS } from './water';

describe('water units', () => {
  it('stores a glass in whole millilitres: 250 ml, and 8 fl oz = 8 × 29.5735 = 236.588 → 237 ml', () => {
    expect(waterToMl(WATER_GLASS.ml, 'ml')).toBe(250);
    expect(waterToMl(WATER_GLASS.floz, 'floz')).toBe(237);
  });

  it('shows millilitres in whole fluid ounces: 2,000 ml = 67.63 fl oz → 68; 3 × 237 = 711 ml = 24.04 → 24', () => {
    expect(waterFromMl(2000, 'floz')).toBe(68);
    expect(formatWater(711, 'floz')).toBe('24 fl oz');
    expect(formatWater(1750, 'ml')).toBe('1,750 ml');
  });

  it('brings a whole number of ounces typed back unchanged (64 fl oz = 1,892.7 → 1,893 ml → 64.01 → 64)', () => {
    expect(waterToMl(64, 'floz')).toBe(1893);
    for (let oz = 1; oz <= 203; oz++) expect(waterFromMl(waterToMl(oz, 'floz'), 'floz')).toBe(oz);
  });
});
