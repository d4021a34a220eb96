import { t } from '../i18n';

/** Shown beside a number field as it is typed: a negative amount is refused, never stored as 0. */
export function fieldError(value: string): string | null {
  const n = Number.parseFloat(value);
  return Number.isFinite(n) && n < 0 ? t('Cannot be negative') : null;
}

/**
 * An optional amount such as sugars: blank means unknown and is sent as null, so the
 * sugar card counts the entry as "no figure" rather than as 0 g.
 */
export function optionalAmount(value: string): number | null {
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : null;
}

/** A known amount as the form shows it; unknown (null or absent) stays blank. */
export const amountText = (n: number | null | undefined): string => (n == null ? '' : String(n));

/** Our messages (in the style of the other form messages) for a sugars figure that is negative, or above the carbs it is part of. */
export const invalidSugars = () => ({ title: t('Invalid Sugars'), description: t('Sugars cannot be negative.') });
export const sugarsOverCarbs = () => ({
  title: t('Invalid Sugars'),
  description: t('Sugars cannot be more than carbs (sugars are part of the carbs).'),
});
