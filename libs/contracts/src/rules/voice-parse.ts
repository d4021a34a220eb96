import { SMALL_NUMBER_WORDS } from './number-words';

/** The units the voice parser understands (docs/product.md "Food logging"), by canonical name, with the words that mean them. */
export const VOICE_UNITS = {
  cup: ['cup', 'cups', 'c'],
  tablespoon: ['tablespoon', 'tablespoons', 'tbsp', 'tbs', 'tbl'],
  teaspoon: ['teaspoon', 'teaspoons', 'tsp'],
  ounce: ['ounce', 'ounces', 'oz'],
  pound: ['pound', 'pounds', 'lb', 'lbs'],
  gram: ['gram', 'grams', 'g', 'gr'],
  piece: ['piece', 'pieces', 'pc', 'pcs', 'item', 'items', 'whole'],
  slice: ['slice', 'slices'],
  serving: ['serving', 'servings', 'portion', 'portions', ''],
} as const;
export type VoiceUnit = keyof typeof VOICE_UNITS;

export type VoiceMealType = 'breakfast' | 'lunch' | 'dinner' | 'snack';

export interface VoiceParseResult {
  foodName: string;
  quantity: number;
  unit: VoiceUnit;
  mealType: VoiceMealType;
  confidence: number;
}

/** A voice parse is always 0.8 confident. */
export const VOICE_CONFIDENCE = 0.8;

/** Each word of VOICE_UNITS to its unit ('' is serving: no unit given). */
export const VOICE_UNIT_BY_WORD = new Map<string, VoiceUnit>(
  Object.entries(VOICE_UNITS).flatMap(([unit, words]) => words.map((w) => [w, unit as VoiceUnit] as const)),
);

/** Meal keywords ('tonight' and 'supper' added: people say them). */
const MEAL_BY_WORD: Record<string, VoiceMealType> = {
  breakfast: 'breakfast',
  morning: 'breakfast',
  am: 'breakfast',
  lunch: 'lunch',
  noon: 'lunch',
  afternoon: 'lunch',
  dinner: 'dinner',
  evening: 'dinner',
  night: 'dinner',
  pm: 'dinner',
  tonight: 'dinner',
  supper: 'dinner',
  snack: 'snack',
  snacks: 'snack',
};

/** A number word of an amount: 'a'/'an' are one, and the fractions and counts of a serving. */
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  ...SMALL_NUMBER_WORDS,
  half: 0.5,
  quarter: 0.25,
  couple: 2,
  dozen: 12,
};

/** Fillers, and the small words around meals and amounts. */
const FILLERS = new Set([
  'i',
  'ate',
  'eat',
  'eaten',
  'had',
  'have',
  'having',
  'just',
  'of',
  'some',
  'a',
  'an',
  'the',
  'for',
  'with',
  'my',
  'this',
  'at',
  'in',
  'as',
  'last',
  'about',
  'around',
  'today',
  'and',
  'was',
  'me',
  'like',
  'um',
  'uh',
]);

function readNumber(tokens: string[], i: number): { value: number; next: number } | null {
  const t = tokens[i];
  if (t === undefined) return null;
  if (/^\d+(\.\d+)?$/.test(t)) return { value: Number(t), next: i + 1 };
  const frac = /^(\d+)\/(\d+)$/.exec(t);
  if (frac && Number(frac[2]) > 0) return { value: Number(frac[1]) / Number(frac[2]), next: i + 1 };
  // 'half a cup', 'a half cup', 'a couple of'
  if (
    (t === 'a' || t === 'an') &&
    (tokens[i + 1] === 'half' || tokens[i + 1] === 'quarter' || tokens[i + 1] === 'couple' || tokens[i + 1] === 'dozen')
  ) {
    return { value: NUMBER_WORDS[tokens[i + 1]!]!, next: i + 2 };
  }
  if (t in NUMBER_WORDS) {
    const next = (t === 'half' || t === 'quarter') && (tokens[i + 1] === 'a' || tokens[i + 1] === 'an') ? i + 2 : i + 1;
    return { value: NUMBER_WORDS[t]!, next };
  }
  return null;
}

const tokenize = (transcript: string) =>
  transcript
    .toLowerCase()
    .replace(/[^a-z0-9./\s]/g, ' ')
    .replace(/\.(?!\d)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'I ate two slices of toast for breakfast' -> Toast, 2, slice, breakfast. */
export function parseVoiceFood(transcript: string): VoiceParseResult | null {
  const tokens = tokenize(transcript);
  let mealType: VoiceMealType | null = null;
  let quantity: number | null = null;
  let unit: VoiceUnit = 'serving';
  const food: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i]!;
    if (MEAL_BY_WORD[t]) {
      mealType ??= MEAL_BY_WORD[t]!;
      i++;
      continue;
    }
    if (quantity === null) {
      const n = readNumber(tokens, i);
      if (n) {
        quantity = n.value;
        i = n.next;
        const unitWord = tokens[i];
        if (unitWord && VOICE_UNIT_BY_WORD.has(unitWord)) {
          unit = VOICE_UNIT_BY_WORD.get(unitWord)!;
          i++;
        }
        continue;
      }
    }
    // A second number is a time of day ('at 2 pm') or noise, never part of the food's name.
    if (!FILLERS.has(t) && !/^[\d./]+$/.test(t)) food.push(t);
    i++;
  }
  if (food.length === 0) return null;
  return {
    foodName: capitalise(food.join(' ')),
    quantity: quantity ?? 1,
    unit,
    mealType: mealType ?? 'snack',
    confidence: VOICE_CONFIDENCE,
  };
}

/** Dishes whose name has 'and' in it: one food, not two. */
const DISHES_WITH_AND = [
  'mac and cheese',
  'macaroni and cheese',
  'fish and chips',
  'peanut butter and jelly',
  'bread and butter',
  'rice and beans',
  'chips and salsa',
  'salt and pepper',
  'sweet and sour',
  'strawberries and cream',
  'cookies and cream',
];

/** Stands for a dish's own 'and' while the sentence is cut: a word the parser keeps, unlike 'and'. */
const KEPT_AND = 'andkept';

/**
 * One sentence, several foods (docs/product.md "Food logging"): 'two bananas and a coffee with milk
 * for breakfast' -> Bananas (2) and Coffee milk (1), both breakfast. Cut at ',', ' and ', ' plus ',
 * '&', ' then ' between foods (never inside a dish of DISHES_WITH_AND; 'with' never cuts), each part
 * read by parseVoiceFood; a meal said once applies to every part that names none.
 */
export function parseVoiceFoods(transcript: string): VoiceParseResult[] {
  let text = ` ${transcript.toLowerCase()} `;
  for (const dish of DISHES_WITH_AND)
    text = text.replaceAll(` ${dish} `, ` ${dish.replaceAll(' and ', ` ${KEPT_AND} `)} `);
  const parts = text.split(/,|;|&|\s(?:and|plus|then|also)\s/);
  const mealOf = (part: string) =>
    tokenize(part)
      .map((t) => MEAL_BY_WORD[t])
      .find((m) => m !== undefined);
  const sentenceMeal = mealOf(transcript);
  return parts.flatMap((part) => {
    const parsed = parseVoiceFood(part);
    if (!parsed) return [];
    const foodName = parsed.foodName.replaceAll(KEPT_AND, 'and');
    return [{ ...parsed, foodName, mealType: mealOf(part) ?? sentenceMeal ?? parsed.mealType }];
  });
}
