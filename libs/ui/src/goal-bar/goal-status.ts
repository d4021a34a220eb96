import { tUi } from '../i18n/ui-texts';

export type GoalStatus = 'Over goal' | 'On track' | 'Good progress' | 'Keep going';

/** The status as the bar says it, in the reader's language. */
export function goalStatusLabel(status: GoalStatus): string {
  switch (status) {
    case 'Over goal':
      return tUi('Over goal');
    case 'On track':
      return tUi('On track');
    case 'Good progress':
      return tUi('Good progress');
    default:
      return tUi('Keep going');
  }
}

/**
 * The bar's percentage, capped at 100; a goal of 0 is full as soon as anything is eaten
 * (docs/product.md "Body and goals").
 */
export function goalPercent(eaten: number, goal: number): number {
  if (!(goal > 0)) return eaten > 0 ? 100 : 0;
  return Math.min(100, (eaten / goal) * 100);
}

/**
 * 'Over goal' above goal, 'On track' at 80%+, 'Good progress' at 50%+, else 'Keep going'
 * (docs/product.md "Body and goals").
 */
export function goalStatus(eaten: number, goal: number): GoalStatus {
  if (eaten > Math.max(goal, 0)) return 'Over goal';
  const pct = goal > 0 ? (eaten / goal) * 100 : 0;
  if (pct >= 80) return 'On track';
  if (pct >= 50) return 'Good progress';
  return 'Keep going';
}

/**
 * Whole numbers stay whole; fractions show one decimal (42.5 g; 42,5 g in `locale` 'de-DE'). No
 * thousands separator, as before (1200 kcal).
 */
export function formatAmount(n: number, locale = 'en-US'): string {
  const rounded = Number.isInteger(n) ? n : Math.round(n * 10) / 10;
  // -0 (a tiny negative rounded) reads as 0.
  return (rounded || 0).toLocaleString(locale, { useGrouping: false, maximumFractionDigits: 1 });
}

/** Calories read the same on every screen: whole, with the locale's thousands separator (1,971; 1.971 in 'de-DE'). */
export function formatKcal(n: number, locale = 'en-US'): string {
  return Math.round(n).toLocaleString(locale);
}
