export type GoalStatus = 'Over goal' | 'On track' | 'Good progress' | 'Keep going';

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

/** Whole numbers stay whole; fractions show one decimal (42.5 g). */
export function formatAmount(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 10) / 10);
}

/** Calories read the same on every screen: whole, with a thousands separator (1,971). */
export function formatKcal(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}
