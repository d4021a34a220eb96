import { formatAmount } from '@chairside/ui';
import { t } from '../../../shared/i18n';

// Weights and volumes read as symbols ('150 g'); the table's countable units take a plural ('1.5 cups').
const SYMBOLS = new Set(['g', 'kg', 'ml', 'l', 'oz', 'lb']);

/** The usual countable units in the reader's language, its plural chosen by the amount; null for another unit. */
function knownUnit(unit: string, count: number, amount: string): string | null {
  switch (unit) {
    case 'cup':
      return t('{{amount}} cups', { defaultValue_one: '{{amount}} cup', count, amount });
    case 'tablespoon':
      return t('{{amount}} tablespoons', { defaultValue_one: '{{amount}} tablespoon', count, amount });
    case 'teaspoon':
      return t('{{amount}} teaspoons', { defaultValue_one: '{{amount}} teaspoon', count, amount });
    case 'piece':
      return t('{{amount}} pieces', { defaultValue_one: '{{amount}} piece', count, amount });
    case 'slice':
      return t('{{amount}} slices', { defaultValue_one: '{{amount}} slice', count, amount });
    case 'serving':
      return t('{{amount}} servings', { defaultValue_one: '{{amount}} serving', count, amount });
    case 'glass':
      return t('{{amount}} glasses', { defaultValue_one: '{{amount}} glass', count, amount });
    default:
      return null;
  }
}

/** How much was eaten, as the diary shows it: '1.5 cups', '1 slice', '150 g'; null without a portion. */
export function portionLabel(e: { portionAmount: number | null; portionUnit: string | null }): string | null {
  if (e.portionAmount == null || !e.portionUnit) return null;
  const unit = e.portionUnit;
  const amount = formatAmount(e.portionAmount);
  if (SYMBOLS.has(unit.toLowerCase())) return `${amount} ${unit}`;
  const known = knownUnit(unit, e.portionAmount, amount);
  if (known) return known;
  // A unit of the food's own (a label's 'pot'): English plural rules, as it is written.
  const plural = e.portionAmount !== 1;
  const ending = /(s|sh|ch|x)$/.test(unit) ? 'es' : 's';
  return `${amount} ${plural ? unit + ending : unit}`;
}
