import { type FoodSearchResult } from '@chairside/contracts/web';
import { BRANDED_FOODS, normaliseFoodQuery, offerBrandedSearch } from '@chairside/contracts/web-lazy';
import { Box, Button } from '@chairside/ui';
import { useEffect, useState } from 'react';
import { BrandedFoodResults, brandedToFood } from '../../../entities/food-search';
import { useT } from '../../../shared/i18n';

export interface BrandedSearch {
  /** "Search branded foods" is offered for what is typed (few local matches, not searched yet). */
  offered: boolean;
  /** The search the member submitted, whose results show. */
  submitted: string | null;
  submit: () => void;
  clear: () => void;
}

/**
 * When to offer Open Food Facts: the local search has answered for what is typed with fewer than
 * BRANDED_FOODS.offerBelowMatches foods. `settled` is that answer, or null while it is unknown; the
 * count is remembered, so the offer stays while focus moves to its button.
 */
export function useBrandedSearch(value: string, settled: { q: string; count: number } | null): BrandedSearch {
  const [matches, setMatches] = useState<{ q: string; count: number } | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const settledQ = settled?.q;
  const settledCount = settled?.count;
  useEffect(() => {
    if (settledQ !== undefined && settledCount !== undefined) setMatches({ q: settledQ, count: settledCount });
  }, [settledQ, settledCount]);
  const typed = value.trim();
  const offered =
    matches?.q === typed &&
    typed.length <= BRANDED_FOODS.queryMaxChars &&
    offerBrandedSearch(typed, matches.count) &&
    normaliseFoodQuery(submitted ?? '') !== normaliseFoodQuery(typed);
  return {
    offered,
    submitted,
    submit: () => {
      if (offered) setSubmitted(typed);
    },
    clear: () => setSubmitted(null),
  };
}

/** The offer's button and, once submitted, the branded results; a picked product goes to `onPick` as a food. */
export function BrandedSearchOffer({
  search,
  onPick,
}: {
  search: BrandedSearch;
  onPick: (food: FoodSearchResult) => void;
}) {
  const t = useT();
  return (
    <>
      {search.offered ? (
        <Box sx={{ mt: 1 }}>
          <Button
            size="small"
            variant="outlined"
            // The name field keeps the focus, so its local matches stay shown above the results.
            onMouseDown={(e) => e.preventDefault()}
            onClick={search.submit}
          >
            {t('Search branded foods')}
          </Button>
        </Box>
      ) : null}
      {search.submitted ? (
        <BrandedFoodResults
          query={search.submitted}
          onPick={(food) => {
            search.clear();
            onPick(brandedToFood(food));
          }}
        />
      ) : null}
    </>
  );
}
