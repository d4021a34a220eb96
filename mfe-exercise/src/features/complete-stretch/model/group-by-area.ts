import { type StretchCategoryName } from '@chairside/contracts/web';
import { STRETCH_CATEGORIES } from '@chairside/contracts/web-lazy';

/** The stretches of each area, areas in the page's order (Neck … Ankle); empty areas left out. */
export function groupByArea<S extends { category: StretchCategoryName }>(
  stretches: readonly S[],
): { area: StretchCategoryName; stretches: S[] }[] {
  return STRETCH_CATEGORIES.map((area) => ({ area, stretches: stretches.filter((s) => s.category === area) })).filter(
    (g) => g.stretches.length > 0,
  );
}
