/**
 * Branded foods from Open Food Facts' search (docs/decisions.md, "Branded foods"): when they are
 * offered, what one search is cached under, and how a picked product becomes a food the entry form
 * logs like any other. Zod-free: the browser and the API compute these the same way.
 */
export const BRANDED_FOODS = {
  /** The food search offers "Search branded foods" when it has fewer local matches than this. */
  offerBelowMatches: 5,
  /** Products asked of Open Food Facts per search (one page). */
  pageSize: 20,
  /** Search text, as the local food search takes it. */
  queryMinChars: 2,
  queryMaxChars: 80,
} as const;

/**
 * The cache key of a search: case, accents' composed forms, spacing and punctuation at the ends do
 * not change what Open Food Facts answers, so 'Starbucks ', 'STARBUCKS' and 'starbucks!' share one row.
 */
export function normaliseFoodQuery(q: string): string {
  return q
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
}

/** Whether the food search should offer Open Food Facts for what was typed. */
export const offerBrandedSearch = (q: string, localMatches: number) =>
  normaliseFoodQuery(q).length >= BRANDED_FOODS.queryMinChars && localMatches < BRANDED_FOODS.offerBelowMatches;

/** The name a branded product is logged under: its brand in brackets unless the name says it already. */
export function brandedFoodName(food: { name: string; brand: string | null }): string {
  const brand = food.brand?.trim();
  return brand && !food.name.toLowerCase().includes(brand.toLowerCase()) ? `${food.name} (${brand})` : food.name;
}

/**
 * The units a branded product can be logged in: grams always, and its label's serving when the
 * label states one in grams (first, since a serving is what people usually eat).
 */
export function brandedPortions(food: { servingGrams: number | null }): { unit: string; grams: number }[] {
  const grams = { unit: 'g', grams: 1 };
  return food.servingGrams && food.servingGrams > 0 ? [{ unit: 'serving', grams: food.servingGrams }, grams] : [grams];
}
