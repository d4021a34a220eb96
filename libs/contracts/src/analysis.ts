import { z } from 'zod';
import { CAMERA } from './browser';
import { MealType } from './common';
import { VOICE_UNIT_BY_WORD, VOICE_UNITS, type VoiceUnit } from './rules/voice-parse';
import { INTENSITIES } from './rules/exercise';

export { VOICE_UNITS, type VoiceUnit };

/** The shape every food analysis answers with, photo, barcode or voice. */
export const FoodAnalysisResult = z.object({
  foodName: z.string(),
  calories: z.number().min(0),
  protein: z.number().min(0),
  carbs: z.number().min(0),
  fat: z.number().min(0),
  /** Grams of sugars when the source knows them (Open Food Facts, the reference table, the vision model). */
  sugars: z.number().min(0).nullable().optional(),
  /** Grams of fibre and saturated fat, milligrams of sodium, when the source knows them. */
  fibre: z.number().min(0).nullable().optional(),
  saturatedFat: z.number().min(0).nullable().optional(),
  sodium: z.number().min(0).nullable().optional(),
  confidence: z.number().min(0).max(1),
  note: z.string().optional(),
  ingredients: z.array(z.string()),
});
export type FoodAnalysisResult = z.infer<typeof FoodAnalysisResult>;

export const ExerciseAnalysisResult = z.object({
  name: z.string(),
  description: z.string(),
  duration: z.number(),
  intensity: z.enum(INTENSITIES),
  caloriesBurned: z.number(),
});
export type ExerciseAnalysisResult = z.infer<typeof ExerciseAnalysisResult>;

/** decisions.md: a food photo travels as a data URL of at most 8 MB. */
export const FOOD_PHOTO_LIMITS = {
  dataUrlChars: 8 * 1024 * 1024,
  /** Decoded image bytes; a base64 data URL of 8 MB holds about 6 MB. */
  imageBytes: 6 * 1024 * 1024,
  /** As the browser stores them (CAMERA, docs/product.md "Food logging"); sharp takes the quality as a percentage. */
  maxSidePx: CAMERA.imageMaxSidePx,
  jpegQuality: Math.round(CAMERA.jpegQuality * 100),
  /**
   * A phone photo is 12-50 MP; a small file claiming far more pixels is a decompression bomb.
   * Baseline JPEG and WebP are decoded already shrunk towards 1024 px, so 64 MP costs ~20 MB.
   */
  maxInputPixels: 64_000_000,
  /**
   * PNG and progressive JPEG have no shrink-on-load: the decoder holds the whole picture (a 64 MP
   * one took ~200 MB), so they stop at 4096 x 4096, more than any screen or screenshot.
   */
  maxFullDecodePixels: 4096 * 4096,
} as const;

const DATA_URL_HEAD = /^data:[\w.+-]+\/[\w.+-]+;base64,/;
const NOT_BASE64 = /[^A-Za-z0-9+/=\s]/;
/**
 * A base64 data URL, checked in two linear steps: one regex over the whole of a megabytes-long body
 * (`[…]+$`) keeps a backtracking entry per character and can overflow V8's regexp stack (a 500).
 */
function isBase64DataUrl(s: string): boolean {
  const head = DATA_URL_HEAD.exec(s.slice(0, 300));
  if (!head) return false;
  const body = s.slice(head[0].length);
  return body.length > 0 && !NOT_BASE64.test(body);
}

export const AnalyzeFoodRequest = z.object({
  imageData: z
    .string()
    .max(FOOD_PHOTO_LIMITS.dataUrlChars, 'image must be at most 8 MB')
    .refine(isBase64DataUrl, 'must be a base64 data URL of an image'),
  mealType: MealType.default('lunch'),
});
export type AnalyzeFoodRequest = z.input<typeof AnalyzeFoodRequest>;

/** GS1 check digit (EAN-8, EAN-13, UPC-A, GTIN-14): weights 3,1,3,… from the right, excluding the check digit. */
function gs1CheckDigitOk(code: string): boolean {
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** UPC-E (8 digits, number system 0 or 1) expands to the UPC-A whose check digit it carries. */
export function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const [ns, d1, d2, d3, d4, d5, d6, check] = [...code];
  const body =
    d6 === '0' || d6 === '1' || d6 === '2'
      ? `${d1}${d2}${d6}0000${d3}${d4}${d5}`
      : d6 === '3'
        ? `${d1}${d2}${d3}00000${d4}${d5}`
        : d6 === '4'
          ? `${d1}${d2}${d3}${d4}00000${d5}`
          : `${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  return `${ns}${body}${check}`;
}

/** A product code Open Food Facts can know: EAN-8, UPC-E, UPC-A, EAN-13 or GTIN-14 with a valid check digit. */
export function isValidProductCode(code: string): boolean {
  if (!/^\d+$/.test(code)) return false;
  if (code.length === 8)
    return gs1CheckDigitOk(code) || (expandUpcE(code) !== null && gs1CheckDigitOk(expandUpcE(code)!));
  return [12, 13, 14].includes(code.length) && gs1CheckDigitOk(code);
}

/** The digits under a product's barcode (EAN or UPC), as looked up and as remembered with a food typed by hand. */
export const ProductCode = z
  .string()
  .trim()
  .regex(/^\d+$/, 'barcode must contain digits only (EAN or UPC)')
  .refine((c) => [8, 12, 13, 14].includes(c.length), 'barcode must have 8, 12, 13 or 14 digits (EAN or UPC)')
  .refine(isValidProductCode, 'barcode check digit is wrong; please scan again');

export const LookupBarcodeRequest = z.object({
  barcode: ProductCode,
  mealType: MealType.default('snack'),
});
export type LookupBarcodeRequest = z.input<typeof LookupBarcodeRequest>;

/** 'Tablespoons' -> 'tablespoon'; a bare number (no unit) counts servings. */
export const VoiceUnitField = z.preprocess(
  (v) =>
    v == null
      ? 'serving'
      : typeof v === 'string'
        ? (VOICE_UNIT_BY_WORD.get(v.trim().toLowerCase().replace(/\.$/, '')) ?? v)
        : v,
  z.enum(Object.keys(VOICE_UNITS) as [VoiceUnit, ...VoiceUnit[]], {
    error: 'unit must be one of cups, tablespoons, teaspoons, ounces, pounds, grams, pieces, slices or none',
  }),
);

export const AnalyzeFoodVoiceRequest = z.object({
  foodName: z.string().trim().min(1, 'Please say or enter a food name.').max(200),
  quantity: z.preprocess(
    (v) => (v == null || v === '' ? 1 : typeof v === 'string' && !Number.isNaN(Number(v)) ? Number(v) : v),
    z.number().positive('quantity must be more than 0').max(10000, 'quantity must be at most 10000'),
  ),
  unit: VoiceUnitField,
  mealType: MealType.default('snack'),
});
export type AnalyzeFoodVoiceRequest = z.input<typeof AnalyzeFoodVoiceRequest>;

export const AnalyzeExerciseRequest = z.object({
  description: z
    .string()
    .trim()
    .min(1, 'Please describe your exercise.')
    .max(500, 'description must be at most 500 characters'),
});

/** 202: the analysis outlived the API's wait; GET /api/analysis-jobs/:id reports on it. */
export const AnalysisPending = z.object({ status: z.literal('pending'), jobId: z.string(), message: z.string() });
export type AnalysisPending = z.infer<typeof AnalysisPending>;

export const AnalysisJobStatus = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  result: z.unknown().optional(),
  error: z.object({ statusCode: z.number().int(), message: z.string(), code: z.string().optional() }).optional(),
});
export type AnalysisJobStatus = z.infer<typeof AnalysisJobStatus>;
