import { REFERENCE_FOODS, type Portions, type ReferenceFood } from './foods';
import { tokensOf } from './matching';

export interface ReferenceHit {
  food: ReferenceFood;
  /** Higher is better: 100 the whole name, less for a name with more words than were typed. */
  score: number;
}

const PHRASES = REFERENCE_FOODS.flatMap((food) =>
  [food.name, ...food.aliases].map((phrase, i) => ({ food, isName: i === 0, tokens: tokensOf(phrase) })),
);

/**
 * Reference foods for what the user is typing, best first. Words match in any order and as
 * plurals (the voice estimator's forms); the last word may be unfinished ('bana' finds Banana).
 */
export function searchReferenceFoods(text: string, limit = 8): ReferenceHit[] {
  const typed = tokensOf(text);
  if (!typed.length) return [];
  // The raw last word, unstemmed, as a prefix ('banan' would stem to 'banan' anyway; 'chees' to 'chee').
  const rawLast = text.toLowerCase().trim().split(/\s+/).at(-1) ?? '';
  const best = new Map<ReferenceFood, number>();
  for (const p of PHRASES) {
    if (!p.tokens.length) continue;
    const matched = typed.every((q, i) =>
      p.tokens.some((t) => t === q || (i === typed.length - 1 && (t.startsWith(q) || t.startsWith(rawLast)))),
    );
    if (!matched) continue;
    const exact = typed.length === p.tokens.length && typed.every((q) => p.tokens.includes(q));
    const score = (exact ? 100 : 90 - 5 * (p.tokens.length - typed.length)) + (p.isName ? 1 : 0);
    if (score > (best.get(p.food) ?? -Infinity)) best.set(p.food, score);
  }
  return [...best]
    .map(([food, score]) => ({ food, score }))
    .sort(
      (a, b) => b.score - a.score || a.food.name.length - b.food.name.length || a.food.name.localeCompare(b.food.name),
    )
    .slice(0, limit);
}

/** The measures a picker offers for a food: grams always, then the table's own portions. */
export function portionsOf(g: Portions): { unit: string; grams: number }[] {
  const named = (['piece', 'slice', 'cup', 'tablespoon', 'teaspoon', 'serving'] as const)
    .filter((u) => g[u])
    .map((u) => ({ unit: u, grams: g[u]! }));
  return [{ unit: 'g', grams: 1 }, ...named];
}
