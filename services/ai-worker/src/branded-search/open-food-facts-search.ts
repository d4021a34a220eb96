import { BRANDED_FOODS, type BrandedFood } from '@chairside/contracts';
import { OFF_PROVIDER, OFF_USER_AGENT } from '../barcode/open-food-facts';
import type { WorkerConfig } from '../config';
import { capText } from '../food-bounds';
import { ProviderFailure } from '../handler';
import { callProvider, logExcerpt } from '../providers/http';

/**
 * Open Food Facts' full-text search is v1 (`/cgi/search.pl`): v2's `/api/v2/search` filters by
 * tags and nutrients only and ignores `search_terms` (docs/decisions.md, "Branded foods").
 */
const SEARCH_PATH = '/cgi/search.pl';
const FIELDS = 'code,product_name,generic_name,brands,serving_size,serving_quantity,nutriments';
/** Names and brands are cut so the logged name (name and brand) stays within a food entry's 200. */
const SEARCH_TEXT_LIMITS = { nameChars: 120, brandChars: 60, servingChars: 50 } as const;
/** Sodium per 100 g above pure salt's (39.3 g) is a typing slip on the label, not a food. */
const MAX_SODIUM_MG_PER_100G = 39300;

interface OffSearchProduct {
  code?: string;
  product_name?: string;
  generic_name?: string;
  brands?: string;
  serving_size?: string;
  serving_quantity?: number | string;
  nutriments?: Record<string, number | string | undefined>;
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
};
const text = (v: unknown, max: number): string => (typeof v === 'string' ? capText(v, max) : '');
const tenth = (n: number) => Math.round(n * 10) / 10;

/**
 * One product of the search in our shape, per 100 g; null when it cannot be logged: no name, no
 * energy, or values no food has (more than 100 g of nutrients in 100 g, more energy than fat has).
 */
export function mapSearchProduct(p: OffSearchProduct): BrandedFood | null {
  const code = typeof p.code === 'string' ? p.code.trim() : '';
  const name = text(p.product_name, SEARCH_TEXT_LIMITS.nameChars) || text(p.generic_name, SEARCH_TEXT_LIMITS.nameChars);
  if (!code || !name) return null;
  const n = p.nutriments && typeof p.nutriments === 'object' ? p.nutriments : {};
  const kj = num(n['energy_100g']);
  const calories = num(n['energy-kcal_100g']) ?? (kj === null ? null : kj / 4.184);
  if (calories === null || calories > 950) return null;
  const protein = num(n['proteins_100g']) ?? 0;
  const carbs = num(n['carbohydrates_100g']) ?? 0;
  const fat = num(n['fat_100g']) ?? 0;
  if (protein + carbs + fat > 105) return null;
  const sugars = num(n['sugars_100g']);
  const saturatedFat = num(n['saturated-fat_100g']);
  const fibre = num(n['fiber_100g']);
  // Open Food Facts gives sodium in grams (and derives it from salt ÷ 2.5 when only salt is on the label).
  const salt = num(n['salt_100g']);
  const sodiumG = num(n['sodium_100g']) ?? (salt === null ? null : salt / 2.5);
  const sodium = sodiumG === null ? null : Math.round(sodiumG * 1000);
  const brand = text(p.brands, SEARCH_TEXT_LIMITS.brandChars).split(',')[0]?.trim() || null;
  const servingSize = text(p.serving_size, SEARCH_TEXT_LIMITS.servingChars) || null;
  const servingGrams = num(p.serving_quantity);
  return {
    code: code.slice(0, 20),
    name,
    brand,
    servingSize,
    // Millilitres are taken as grams, as the barcode lookup does (docs/decisions.md).
    servingGrams: servingGrams && servingGrams > 0 && servingGrams <= 5000 ? tenth(servingGrams) : null,
    per100g: {
      calories: tenth(calories),
      protein: tenth(protein),
      carbs: tenth(carbs),
      fat: tenth(fat),
      // A part above its whole (sugars of the carbs, saturated of the fat) is a slip: unknown, not refused.
      sugars: sugars === null || sugars > carbs ? null : tenth(sugars),
      fibre: fibre === null || fibre > 100 ? null : tenth(fibre),
      saturatedFat: saturatedFat === null || saturatedFat > fat ? null : tenth(saturatedFat),
      sodium: sodium === null || sodium > MAX_SODIUM_MG_PER_100G ? null : sodium,
    },
  };
}

/** The products of a search answer that can be logged, each code once, in Open Food Facts' order. */
export function mapSearchAnswer(body: unknown): BrandedFood[] {
  const products = (body as { products?: unknown } | null)?.products;
  if (!Array.isArray(products)) throw new Error('no products list');
  const seen = new Set<string>();
  const foods: BrandedFood[] = [];
  for (const p of products.slice(0, BRANDED_FOODS.pageSize)) {
    const food = p && typeof p === 'object' ? mapSearchProduct(p as OffSearchProduct) : null;
    if (food && !seen.has(food.code)) {
      seen.add(food.code);
      foods.push(food);
    }
  }
  return foods;
}

/** One page of Open Food Facts' search by name (the API caches it and keeps to the published limit). */
export async function searchProducts(off: WorkerConfig['openFoodFacts'], query: string): Promise<BrandedFood[]> {
  const params = new URLSearchParams({
    search_terms: query,
    search_simple: '1',
    action: 'process',
    json: '1',
    page: '1',
    page_size: String(BRANDED_FOODS.pageSize),
    fields: FIELDS,
  });
  const res = await callProvider(OFF_PROVIDER, `${off.baseUrl}${SEARCH_PATH}?${params}`, {
    timeoutMs: off.searchTimeoutMs,
    maxBytes: off.maxResponseBytes,
    headers: { 'user-agent': OFF_USER_AGENT, accept: 'application/json' },
  });
  if (res.status !== 200)
    throw new ProviderFailure(
      `${OFF_PROVIDER}: search answered HTTP ${res.status}: ${logExcerpt(res.body)}`,
      OFF_PROVIDER,
    );
  try {
    return mapSearchAnswer(res.body);
  } catch {
    throw new ProviderFailure(
      `${OFF_PROVIDER}: search answer of the wrong shape: ${logExcerpt(res.body)}`,
      OFF_PROVIDER,
    );
  }
}
