import { formatHeight, formatWater, formatWeight } from '@chairside/contracts/web';
import { heightText, waterText, weightText } from './body-text';

describe('body values in the reader’s locale', () => {
  it('are in English exactly what the contracts write', () => {
    for (const kg of [80, 72.46, 45.05, 150]) {
      expect(weightText(kg, 'metric', 'en-US')).toBe(formatWeight(kg, 'metric'));
      expect(weightText(kg, 'imperial', 'en-US')).toBe(formatWeight(kg, 'imperial'));
    }
    for (const cm of [178, 165.55, 120]) {
      expect(heightText(cm, 'metric', 'en-US')).toBe(formatHeight(cm, 'metric'));
      expect(heightText(cm, 'imperial', 'en-US')).toBe(formatHeight(cm, 'imperial'));
    }
  });

  it('use the locale’s decimal comma', () => {
    expect(weightText(72.5, 'metric', 'de-DE')).toBe('72,5 kg');
    expect(heightText(178.5, 'metric', 'fr-FR')).toBe('178,5 cm');
  });
});

describe('water in the reader’s locale', () => {
  it('is in English what the contracts write, and grouped as German groups it', () => {
    for (const [ml, unit] of [
      [1750, 'ml'],
      [250, 'ml'],
      [1893, 'floz'],
    ] as const)
      expect(waterText(ml, unit, 'en-US')).toBe(formatWater(ml, unit));
    // 1,893 ml is 64.01 fl oz, shown whole.
    expect(waterText(1893, 'floz', 'en-US')).toBe('64 fl oz');
    expect(waterText(1750, 'ml', 'de-DE')).toBe('1.750 ml');
  });
});
