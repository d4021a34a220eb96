import { formatAmount } from '@chairside/ui';

// Weights and volumes read as symbols ('150 g'); the table's countable units take a plural ('1.5 cups').
const SYMBOLS = new Set(['g', 'kg', 'ml', 'l', 'oz', 'lb']);

/** How much was eaten, as the diary shows it: '1.5 cups', '1 slice', '150 g'; null without a portion. */
export function portionLabel(e: { portionAmount: number | null; portionUnit: string | null }): string | null {
  if (e.portionAmount == null || !e.portionUnit) return null;
  const unit = e.portionUnit;
  const plural = e.portionAmount !== 1 && !SYMBOLS.has(unit.toLowerCase());
  const ending = /(s|sh|ch|x)$/.test(unit) ? 'es' : 's';
  return `${formatAmount(e.portionAmount)} ${plural ? unit + ending : unit}`;
}
