import { REFERENCE_FOODS, type ReferenceFood } from './foods';

/** Words that say nothing about which food it is. */
const FILLERS = new Set([
  'a',
  'an',
  'the',
  'of',
  'some',
  'with',
  'and',
  'my',
  'i',
  'had',
  'ate',
  'eaten',
  'have',
  'having',
  'drank',
  'just',
  'little',
  'bit',
  'few',
  'homemade',
  'home',
  'made',
  'organic',
  'large',
  'small',
  'medium',
  'big',
  'regular',
  'plain',
  'fresh',
]);
/** 'a bowl of oatmeal': a container before 'of' says nothing ('acai bowl' keeps its bowl). */
const CONTAINERS = new Set([
  'bowl',
  'plate',
  'glass',
  'mug',
  'cup',
  'portion',
  'serving',
  'helping',
  'piece',
  'slice',
  'scoop',
  'handful',
  'can',
  'bottle',
]);
/** How it was cooked: dropped only when the words with them name no food ('fried rice' does). */
const PREPARATION = new Set([
  'scrambled',
  'boiled',
  'hard',
  'soft',
  'poached',
  'grilled',
  'baked',
  'roasted',
  'roast',
  'steamed',
  'sauteed',
  'sautéed',
  'raw',
  'cooked',
  'broiled',
  'pan',
  'seared',
  'toasted',
  'chopped',
  'sliced',
  'diced',
  'fried',
  'stir',
  'smoked',
  'blackened',
  'braised',
  'stewed',
  'canned',
  'frozen',
  'leftover',
  'warm',
  'cold',
  'hot',
  'iced',
  'crispy',
  'lean',
]);

/** One form for plurals and their singular: berries/berry -> berri, tomatoes -> tomato, cookies/cookie -> cooki. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}i`;
  else if (w.length > 4 && /(ches|shes|oes|[sxz]es)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('y')) w = `${w.slice(0, -1)}i`;
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

export const tokensOf = (text: string) =>
  words(text)
    .filter((w, i, all) => !FILLERS.has(w) && !(CONTAINERS.has(w) && all[i + 1] === 'of'))
    .map(stem);
const orderedKey = (tokens: readonly string[]) => tokens.join(' ');
const unorderedKey = (tokens: readonly string[]) => [...new Set(tokens)].sort().join(' ');

interface IndexEntry {
  food: ReferenceFood;
  tokens: ReadonlySet<string>;
}

// Built once at load. Word order is ignored unless two foods differ only by it ('milk chocolate',
// 'chocolate milk'): such an order-free key is ambiguous (null) and only the exact order matches.
const ORDERED = new Map<string, ReferenceFood>();
const UNORDERED = new Map<string, ReferenceFood | null>();
const ENTRIES: IndexEntry[] = [];
for (const food of REFERENCE_FOODS) {
  for (const phrase of [food.name, ...food.aliases]) {
    const tokens = tokensOf(phrase);
    if (!ORDERED.has(orderedKey(tokens))) ORDERED.set(orderedKey(tokens), food);
    const key = unorderedKey(tokens);
    const seen = UNORDERED.get(key);
    UNORDERED.set(key, seen === undefined || seen === food ? food : null);
    ENTRIES.push({ food, tokens: new Set(tokens) });
  }
}

const lookup = (tokens: readonly string[]) =>
  ORDERED.get(orderedKey(tokens)) ?? UNORDERED.get(unorderedKey(tokens)) ?? undefined;

/** Every phrase the index holds, for the data's own test (no two foods may claim one phrase). */
export const indexedPhrases = (): { key: string; food: string }[] =>
  REFERENCE_FOODS.flatMap((food) =>
    [food.name, ...food.aliases].map((p) => ({ key: orderedKey(tokensOf(p)), food: food.name })),
  );

export type FoodMatch = { food: ReferenceFood; exact: boolean } | null;

/**
 * Exact (any word order, plurals) first; then without preparation words ('scrambled eggs');
 * then the most specific food all of whose words are in the query ('peanut butter' in
 * 'toast with peanut butter' beats 'butter').
 */
export function matchFood(foodName: string): FoodMatch {
  const tokens = tokensOf(foodName);
  if (!tokens.length) return null;
  const exact = lookup(tokens);
  if (exact) return { food: exact, exact: true };
  const plain = tokens.filter((t) => !PREPARATION.has(t));
  const stripped = plain.length ? lookup(plain) : undefined;
  if (stripped) return { food: stripped, exact: false };
  const query = new Set(tokens);
  let best: IndexEntry | undefined;
  for (const e of ENTRIES) {
    if (e.tokens.size === 0 || (best && e.tokens.size <= best.tokens.size)) continue;
    let all = true;
    for (const t of e.tokens)
      if (!query.has(t)) {
        all = false;
        break;
      }
    if (all) best = e;
  }
  return best ? { food: best.food, exact: false } : null;
}
