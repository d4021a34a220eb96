import { FOOD_ENTRY_LIMITS, type FoodAnalysisResult } from '@chairside/contracts';
import type { WorkerConfig } from '../config';
import { ANALYSIS_TEXT_LIMITS, capText, withinEntryBounds } from '../food-bounds';
import { ProviderFailure } from '../handler';
import { callProvider, logExcerpt } from '../providers/http';

export const OFF_PROVIDER = 'Open Food Facts';
/** Open Food Facts asks every client to name itself and a contact in the User-Agent. */
export const OFF_USER_AGENT =
  'Chairside/0.1 (wellness app for dental professionals; https://github.com/chairside/chairside)';
/**
 * Open Food Facts texts are cut to these before anything else reads them (a 200 KB
 * ingredient list once cost a worker 3.4 s of CPU). The longest real lists are about 2,000 characters.
 */
export const OFF_TEXT_LIMITS = { ingredientsChars: 4000, nameChars: FOOD_ENTRY_LIMITS.foodNameChars, servingChars: 50 };
const FIELDS = 'code,product_name,generic_name,brands,serving_size,serving_quantity,nutriments,ingredients_text';

interface OffProduct {
  product_name?: string;
  generic_name?: string;
  brands?: string;
  serving_size?: string;
  serving_quantity?: number | string;
  ingredients_text?: string;
  nutriments?: Record<string, number | string | undefined>;
}

/** The product's nutrition as we show it, independent of the meal: what the cache keeps. */
export type ProductNutrition = FoodAnalysisResult;

const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
};

const text = (v: unknown, max: number): string => (typeof v === 'string' ? capText(v, max) : '');

/** Splits at commas outside brackets in one pass (a look-ahead per comma was quadratic). */
export function splitIngredients(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length && parts.length < ANALYSIS_TEXT_LIMITS.ingredients * 2; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  if (parts.length < ANALYSIS_TEXT_LIMITS.ingredients * 2) parts.push(list.slice(start));
  return parts.map((s) => s.replace(/[_*]/g, '').trim()).filter(Boolean);
}

/** Per serving when the product states a serving in grams, per 100 g otherwise. */
export function mapProduct(code: string, product: OffProduct): ProductNutrition {
  const p = {
    ...product,
    product_name: text(product.product_name, OFF_TEXT_LIMITS.nameChars),
    generic_name: text(product.generic_name, OFF_TEXT_LIMITS.nameChars),
    brands: text(product.brands, OFF_TEXT_LIMITS.nameChars),
    serving_size: text(product.serving_size, OFF_TEXT_LIMITS.servingChars),
    ingredients_text: text(product.ingredients_text, OFF_TEXT_LIMITS.ingredientsChars),
  };
  const n = p.nutriments && typeof p.nutriments === 'object' ? p.nutriments : {};
  const kcal100 =
    num(n['energy-kcal_100g']) ?? (num(n['energy_100g']) !== undefined ? num(n['energy_100g'])! / 4.184 : undefined);
  const per100 = {
    calories: kcal100,
    protein: num(n['proteins_100g']),
    carbs: num(n['carbohydrates_100g']),
    fat: num(n['fat_100g']),
    sugars: num(n['sugars_100g']),
    fibre: num(n['fiber_100g']),
    saturatedFat: num(n['saturated-fat_100g']),
    // Grams in Open Food Facts (which derives it from salt ÷ 2.5 when only salt is on the label).
    sodiumG: num(n['sodium_100g']) ?? (num(n['salt_100g']) !== undefined ? num(n['salt_100g'])! / 2.5 : undefined),
  };
  const serving = num(p.serving_quantity);
  const perServing = serving && serving > 0;
  const scale = perServing ? serving / 100 : 1;
  const pick = (key: keyof typeof per100, servingKey: string) =>
    perServing ? (num(n[servingKey]) ?? (per100[key] !== undefined ? per100[key]! * scale : undefined)) : per100[key];
  const values = {
    calories: pick('calories', 'energy-kcal_serving'),
    protein: pick('protein', 'proteins_serving'),
    carbs: pick('carbs', 'carbohydrates_serving'),
    fat: pick('fat', 'fat_serving'),
  };
  // Same basis as the rest; a label without sugars leaves them unknown (not 0) and, unlike the
  // energy and macros, does not lower the confidence: the entry itself is still right. Without the
  // carbs they are unknown too: bounded by carbs read as 0, they would become a made-up 0 g.
  const sugars = values.carbs === undefined ? undefined : pick('sugars', 'sugars_serving');
  // Likewise fibre, saturated fat (unknown without the fat it is part of) and sodium, in mg.
  const fibre = pick('fibre', 'fiber_serving');
  const saturatedFat = values.fat === undefined ? undefined : pick('saturatedFat', 'saturated-fat_serving');
  const sodiumG = pick('sodiumG', 'sodium_serving');
  const sodium = sodiumG === undefined ? undefined : sodiumG * 1000;
  const missing = Object.entries(values)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  const name = (p.product_name || p.generic_name || '').trim() || `Product ${code}`;
  const brand = p.brands?.split(',')[0]?.trim();
  const basis = perServing
    ? `Per serving (${p.serving_size?.trim() || `${serving} g`})`
    : 'Per 100 g (the package states no serving size)';
  return withinEntryBounds(
    {
      foodName: brand && !name.toLowerCase().includes(brand.toLowerCase()) ? `${name} (${brand})` : name,
      calories: values.calories ?? 0,
      protein: values.protein ?? 0,
      carbs: values.carbs ?? 0,
      fat: values.fat ?? 0,
      sugars,
      fibre,
      saturatedFat,
      sodium,
      confidence: missing.length === 0 ? 0.95 : missing.includes('calories') ? 0.3 : 0.6,
      note: `${basis}, from Open Food Facts.${missing.length ? ` Missing on the label: ${missing.join(', ')}.` : ''}`,
      ingredients: splitIngredients(p.ingredients_text),
    },
    `Product ${code}`,
  );
}

/** The product API v2; `null` when Open Food Facts does not know the code. */
export async function fetchProduct(off: WorkerConfig['openFoodFacts'], code: string): Promise<ProductNutrition | null> {
  const res = await callProvider(OFF_PROVIDER, `${off.baseUrl}/api/v2/product/${code}.json?fields=${FIELDS}`, {
    timeoutMs: off.timeoutMs,
    maxBytes: off.maxResponseBytes,
    headers: { 'user-agent': OFF_USER_AGENT, accept: 'application/json' },
  });
  const body = res.body as { status?: number; product?: OffProduct } | null;
  if (res.status === 404 || (res.status === 200 && body?.status === 0)) return null;
  if (res.status !== 200 || !body?.product || typeof body.product !== 'object')
    throw new ProviderFailure(
      `${OFF_PROVIDER}: unexpected answer HTTP ${res.status}: ${logExcerpt(res.body)}`,
      OFF_PROVIDER,
    );
  return mapProduct(code, body.product);
}
