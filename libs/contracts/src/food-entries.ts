import { z } from 'zod';
import { amount, IsoDate, MealType, PageQuery, TimeZone } from './common';

export const ANALYSIS_METHODS = ['camera', 'manual', 'voice', 'barcode'] as const;
export const AnalysisMethod = z.enum(ANALYSIS_METHODS);

export const FoodEntry = z.object({
  id: z.string(),
  foodName: z.string(),
  mealType: MealType,
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  imageUrl: z.string().nullable(),
  analysisMethod: AnalysisMethod,
  createdAt: z.string(),
});
export type FoodEntry = z.infer<typeof FoodEntry>;

/** What a food entry accepts; an analysis answer is brought within these before the user sees it (issue 12). */
export const FOOD_ENTRY_LIMITS = { foodNameChars: 200, calories: 20000, macroGrams: 2000 } as const;

export const CreateFoodEntryRequest = z.object({
  foodName: z.string().trim().min(1, 'Please enter a food name.').max(FOOD_ENTRY_LIMITS.foodNameChars),
  mealType: MealType.default('lunch'),
  calories: amount(FOOD_ENTRY_LIMITS.calories),
  protein: amount(FOOD_ENTRY_LIMITS.macroGrams).default(0),
  carbs: amount(FOOD_ENTRY_LIMITS.macroGrams).default(0),
  fat: amount(FOOD_ENTRY_LIMITS.macroGrams).default(0),
  analysisMethod: AnalysisMethod.default('manual'),
});
export type CreateFoodEntryRequest = z.input<typeof CreateFoodEntryRequest>;

/** `date` is a calendar day in `tz` (default UTC); without `date`, every entry (the streak). */
export const FoodEntriesQuery = z.object({
  date: IsoDate.optional(),
  tz: TimeZone.optional(),
  /** Without `date`: one page, newest first (LIST_PAGE). */
  ...PageQuery,
});
export type FoodEntriesQuery = z.infer<typeof FoodEntriesQuery>;

export const FoodEntryList = z.array(FoodEntry);

/** decisions.md: uploads are images by content, at most 5 MB, sent as the multipart field `image`. */
export const FOOD_PHOTO_UPLOAD = { field: 'image', maxBytes: 5 * 1024 * 1024 } as const;

export const FoodPhotoParams = z.object({ id: z.uuid('unknown photo') });

/** spec 4: consecutive days with a food entry, counted back from today in the user's zone. */
export const StreakQuery = z.object({ tz: TimeZone.optional() });
export const Streak = z.object({
  days: z.number().int().min(0),
  /** The most recent day with an entry (YYYY-MM-DD in tz), or null when none was ever logged. */
  lastEntryDate: z.string().nullable(),
});
export type Streak = z.infer<typeof Streak>;

/** The progress page's charts: one row per calendar day in tz, oldest first, days without entries as 0. */
export const NUTRITION_HISTORY_DAYS = [7, 30] as const;
export const NutritionHistoryQuery = z.object({
  days: z.preprocess(
    (v) => (typeof v === 'string' ? Number(v) : v),
    z.union([z.literal(7), z.literal(30)], { error: 'days must be 7 or 30' }),
  ),
  tz: TimeZone.optional(),
});
export const NutritionDay = z.object({
  date: z.string(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});
export type NutritionDay = z.infer<typeof NutritionDay>;
