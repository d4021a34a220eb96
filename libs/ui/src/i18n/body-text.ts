import { formatHeight, kgToLb, waterFromMl, type BodyUnits, type WaterUnit } from '@chairside/contracts/web';
import { tUi } from './ui-texts';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * The contracts' formatWeight in the reader's locale: 72.5 → '72.5 kg' in en-US, '72,5 kg' in de-DE;
 * lbs is worded per language (kg is written the same in all of them).
 */
export function weightText(kg: number, units: BodyUnits, locale: string): string {
  return units === 'metric'
    ? `${oneDecimal(kg).toLocaleString(locale)} kg`
    : tUi('{{value}} lbs', { value: oneDecimal(kgToLb(kg, true)).toLocaleString(locale) });
}

/** The contracts' formatHeight in the reader's locale: '178.5 cm' / '178,5 cm', or 5'10" (the same everywhere). */
export function heightText(cm: number, units: BodyUnits, locale: string): string {
  return units === 'metric' ? `${oneDecimal(cm).toLocaleString(locale)} cm` : formatHeight(cm, units);
}

/** The contracts' formatWater in the reader's locale: '1,750 ml' in en-US, '1.750 ml' in de-DE, '59 fl oz'. */
export function waterText(ml: number, unit: WaterUnit, locale: string): string {
  return `${waterFromMl(ml, unit).toLocaleString(locale)} ${unit === 'ml' ? 'ml' : 'fl oz'}`;
}
