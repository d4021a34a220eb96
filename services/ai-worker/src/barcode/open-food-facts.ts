import type { FoodAnalysisResult } from '@chairside/contracts';
import type { WorkerConfig } from '../config';
import { callProvider } from '../providers/http';

export const OFF_PROVIDER = 'Open Food Facts';
/** Open Food Facts asks every client to name itself and a contact in the User-Agent. */
export const OFF_USER_AGENT =
  'Chairside/0.1 (wellness app for dental professionals; https://github.com/chairside/chairside)';
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
const r1 = (n: number) => Math.round(n * 10) / 10;

/** Per serving when the product states a serving in grams, per 100 g otherwise. */
export function mapProduct(code: string, p: OffProduct): ProductNutrition {
  const n = p.nutriments ?? {};
  const kcal100 =
    num(n['energy-kcal_100g']) ?? (num(n['energy_100g']) !== undefined ? num(n['energy_100g'])! / 4.184 : undefined);
  const per100 = {
    calories: kcal100,
    protein: num(n['proteins_100g']),
    carbs: num(n['carbohydrates_100g']),
    fat: num(n['fat_100g']),
  };
  const serving = num(p.serving_quantity);
  const perServing = serving && serving > 0;
  const scale = perServing ? serving / 100 : 1;
  const pick = (key: 'calories' | 'protein' | 'carbs' | 'fat', servingKey: string) =>
    perServing ? (num(n[servingKey]) ?? (per100[key] !== undefined ? per100[key]! * scale : undefined)) : per100[key];
  const values = {
    calories: pick('calories', 'energy-kcal_serving'),
    protein: pick('protein', 'proteins_serving'),
    carbs: pick('carbs', 'carbohydrates_serving'),
    fat: pick('fat', 'fat_serving'),
  };
  const missing = Object.entries(values)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  const name = (p.product_name || p.generic_name || '').trim() || `Product ${code}`;
  const brand = p.brands?.split(',')[0]?.trim();
  const basis = perServing
    ? `Per serving (${p.serving_size?.trim() || `${serving} g`})`
    : 'Per 100 g (the package states no serving size)';
  return {
    foodName: brand && !name.toLowerCase().includes(brand.toLowerCase()) ? `${name} (${brand})` : name,
    calories: Math.round(values.calories ?? 0),
    protein: r1(values.protein ?? 0),
    carbs: r1(values.carbs ?? 0),
    fat: r1(values.fat ?? 0),
    confidence: missing.length === 0 ? 0.95 : missing.includes('calories') ? 0.3 : 0.6,
    note: `${basis}, from Open Food Facts.${missing.length ? ` Missing on the label: ${missing.join(', ')}.` : ''}`,
    ingredients: (p.ingredients_text ?? '')
      .split(/,(?![^(]*\))/)
      .map((s) => s.replace(/[_*]/g, '').trim())
      .filter(Boolean)
      .slice(0, 20),
  };
}

/** The product API v2; `null` when Open Food Facts does not know the code. */
export async function fetchProduct(off: WorkerConfig['openFoodFacts'], code: string): Promise<ProductNutrition | null> {
  const res = await callProvider(OFF_PROVIDER, `${off.baseUrl}/api/v2/product/${code}.json?fields=${FIELDS}`, {
    timeoutMs: off.timeoutMs,
    headers: { 'user-agent': OFF_USER_AGENT, accept: 'application/json' },
  });
  const body = res.body as { status?: number; product?: OffProduct } | null;
  if (res.status === 404 || (res.status === 200 && body?.status === 0)) return null;
  if (res.status !== 200 || !body?.product) throw new Error(`${OFF_PROVIDER}: unexpected answer HTTP ${res.status}`);
  return mapProduct(code, body.product);
}
