import { kgToLb, type BodyUnits } from '@chairside/contracts/web';
import { t } from '../../../shared/i18n';
import { activeLocale } from '../../../shared/i18n/locale';

/**
 * The weekly rate in words with its sign, as the contracts' weeklyRateInWords has it in English:
 * '−0.4 kg/week', '+0.9 lbs/week', 'Steady' when it rounds to zero at one decimal.
 */
export function rateText(kgPerWeek: number, units: BodyUnits): string {
  const value = units === 'metric' ? kgPerWeek : kgToLb(kgPerWeek, true);
  const shown = Math.round(Math.abs(value) * 10) / 10;
  if (shown === 0) return t('Steady');
  const amount = shown.toLocaleString(activeLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t('{{sign}}{{amount}} {{unit}}/week', {
    sign: value < 0 ? '−' : '+',
    amount,
    unit: units === 'metric' ? 'kg' : 'lbs',
  });
}
