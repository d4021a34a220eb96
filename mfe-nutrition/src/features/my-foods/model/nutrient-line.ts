import type { Nutrients } from '@chairside/contracts/web';
import { formatAmount } from '@chairside/ui';
import { t } from '../../../shared/i18n';

/** "200 kcal · P 10 g · C 24 g · F 8 g", and fibre and sodium when known. */
export function nutrientLine(n: Nutrients): string {
  return [
    `${formatAmount(n.calories)} kcal`,
    t('P {{grams}} g', { grams: formatAmount(n.protein) }),
    t('C {{grams}} g', { grams: formatAmount(n.carbs) }),
    t('F {{grams}} g', { grams: formatAmount(n.fat) }),
    ...(n.fibre === null ? [] : [t('fibre {{grams}} g', { grams: formatAmount(n.fibre) })]),
    ...(n.sodium === null ? [] : [t('sodium {{mg}} mg', { mg: formatAmount(n.sodium) })]),
  ].join(' · ');
}
