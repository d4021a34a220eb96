import type { FoodSearchResult } from '@chairside/contracts';
import type { ReferenceHit } from '@chairside/analysis';
import type { RecentFood } from './food-entries.repository';

/**
 * One list, best match first: the user's own foods whose name starts with what was typed come
 * first (they log the same meals again), then reference foods by match quality, then the user's
 * other matches. A reference food the user also logged appears once, as theirs, with the
 * reference's values per 100 g so any amount can still be picked.
 */
export function rankFoods(
  typed: string,
  recent: readonly RecentFood[],
  reference: readonly ReferenceHit[],
  portionsOf: (g: ReferenceHit['food']['grams']) => { unit: string; grams: number }[],
): FoodSearchResult[] {
  const t = typed.trim().toLowerCase();
  const referenceByName = new Map(reference.map((h) => [h.food.name.toLowerCase(), h.food]));
  const per100gOf = (food: ReferenceHit['food']) => ({
    calories: food.per100g.kcal,
    protein: food.per100g.protein,
    carbs: food.per100g.carbs,
    fat: food.per100g.fat,
    sugars: food.per100g.sugars,
    fibre: food.per100g.fibre,
    saturatedFat: food.per100g.saturatedFat,
    sodium: food.per100g.sodium,
  });
  const own = recent.map((r) => {
    const known = referenceByName.get(r.foodName.toLowerCase());
    return {
      score: r.foodName.toLowerCase().startsWith(t) ? 200 : 50,
      result: {
        name: r.foodName,
        source: r.analysisMethod === 'barcode' ? 'scanned' : 'recent',
        per100g: known ? per100gOf(known) : null,
        portions: known ? portionsOf(known.grams) : [],
        lastLogged: {
          calories: r.calories,
          protein: r.protein,
          carbs: r.carbs,
          fat: r.fat,
          sugars: r.sugars ?? null,
          fibre: r.fibre ?? null,
          saturatedFat: r.saturatedFat ?? null,
          sodium: r.sodium ?? null,
          mealType: r.mealType,
          loggedAt: new Date(r.loggedAt).toISOString(),
        },
      } satisfies FoodSearchResult,
    };
  });
  const ownNames = new Set(recent.map((r) => r.foodName.toLowerCase()));
  const ref = reference
    .filter((h) => !ownNames.has(h.food.name.toLowerCase()))
    .map((h) => ({
      score: h.score,
      result: {
        name: h.food.name,
        source: 'reference',
        per100g: per100gOf(h.food),
        portions: portionsOf(h.food.grams),
        lastLogged: null,
      } satisfies FoodSearchResult,
    }));
  // A stable sort keeps each source's own order (most recent first; best reference first) among equals.
  return [...own, ...ref].sort((a, b) => b.score - a.score).map((x) => x.result);
}
