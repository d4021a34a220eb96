import type { FoodSearchResult } from '@chairside/contracts';

/** How many of the member's own foods and recipes a search shows at most, above the other results. */
export const MY_FOODS_IN_SEARCH = 5;

/**
 * The member's own foods and recipes first (names starting with what was typed before the rest,
 * otherwise most recently changed first), then the other results. A food they logged that has
 * the name of one of their own foods appears once, as their own (its values are the food's).
 */
export function myFoodsFirst(
  typed: string,
  mine: readonly FoodSearchResult[],
  others: readonly FoodSearchResult[],
): FoodSearchResult[] {
  const t = typed.trim().toLowerCase();
  const starts = (r: FoodSearchResult) => (r.name.toLowerCase().startsWith(t) ? 0 : 1);
  const first = [...mine].sort((a, b) => starts(a) - starts(b)).slice(0, MY_FOODS_IN_SEARCH);
  const names = new Set(first.map((r) => r.name.toLowerCase()));
  return [...first, ...others.filter((r) => r.source === 'reference' || !names.has(r.name.toLowerCase()))];
}
