import { z } from 'zod';
import { ProductCode } from './analysis';
import { amount, IsoDate, MealType, PageQuery, TimeZone } from './common';
import { PHOTO_UPLOAD } from './uploads-and-platforms';

export const ANALYSIS_METHODS = ['camera', 'manual', 'voice', 'barcode'] as const;
export const AnalysisMethod = z.enum(ANALYSIS_METHODS);

/**
 * Nutrients as the API answers them, in this order everywhere (entries, saved meals, own foods,
 * recipes). Sugars (the oral-health lens), fibre and saturated fat in grams and sodium in
 * milligrams are null when no source knew them: unknown, never a guessed 0.
 */
export const StoredNutrients = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  sugars: z.number().nullable(),
  fibre: z.number().nullable(),
  saturatedFat: z.number().nullable(),
  sodium: z.number().nullable(),
});

export const FoodEntry = z.object({
  id: z.string(),
  foodName: z.string(),
  mealType: MealType,
  ...StoredNutrients.shape,
  imageUrl: z.string().nullable(),
  analysisMethod: AnalysisMethod,
  /** How much was eaten, e.g. 1.5 of "cup"; both null when the entry was typed as a whole. */
  portionAmount: z.number().nullable(),
  portionUnit: z.string().nullable(),
  createdAt: z.string(),
});
export type FoodEntry = z.infer<typeof FoodEntry>;

/** What a food entry accepts; an analysis answer is brought within these before the user sees it. */
export const FOOD_ENTRY_LIMITS = {
  foodNameChars: 200,
  calories: 20000,
  macroGrams: 2000,
  /** Sodium is counted in milligrams: 50 g of it is already 127 g of salt. */
  sodiumMg: 50000,
  portionAmount: 10000,
  portionUnitChars: 40,
} as const;

/** The portion is an amount of a unit: both, or neither. */
export const PORTION_TOGETHER = 'amount and unit go together';
const portionTogether = (b: { portionAmount?: number | null; portionUnit?: string | null }) =>
  (b.portionAmount == null) === (b.portionUnit == null);

/** Sugars are part of the carbohydrates: a figure above them is a typing slip. */
export const SUGARS_ABOVE_CARBS = 'cannot be more than carbs (sugars are part of the carbs)';
const sugarsWithinCarbs = (b: { carbs?: number; sugars?: number | null }) =>
  b.sugars == null || b.carbs === undefined || b.sugars <= b.carbs;

/** Saturated fat is part of the fat: a figure above it is a typing slip. */
export const SATURATED_FAT_ABOVE_FAT = 'cannot be more than fat (saturated fat is part of the fat)';
const saturatedWithinFat = (b: { fat?: number; saturatedFat?: number | null }) =>
  b.saturatedFat == null || b.fat === undefined || b.saturatedFat <= b.fat;

/** An optional nutrient: '' (an emptied field) and null are unknown. */
const optionalAmount = (max: number) => z.preprocess((v) => (v === '' ? null : v), amount(max).nullable());

/** A time of day, HH:MM on the 24-hour clock. */
const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM (24-hour)');

const entryFields = {
  foodName: z.string().trim().min(1, 'Please enter a food name.').max(FOOD_ENTRY_LIMITS.foodNameChars),
  mealType: MealType,
  calories: amount(FOOD_ENTRY_LIMITS.calories),
  protein: amount(FOOD_ENTRY_LIMITS.macroGrams),
  carbs: amount(FOOD_ENTRY_LIMITS.macroGrams),
  fat: amount(FOOD_ENTRY_LIMITS.macroGrams),
  sugars: optionalAmount(FOOD_ENTRY_LIMITS.macroGrams),
  // Fibre is not held to the carbs: EU labels (Open Food Facts) count carbohydrate without it.
  fibre: optionalAmount(FOOD_ENTRY_LIMITS.macroGrams),
  saturatedFat: optionalAmount(FOOD_ENTRY_LIMITS.macroGrams),
  sodium: optionalAmount(FOOD_ENTRY_LIMITS.sodiumMg),
  portionAmount: z.preprocess(
    (v) => (v === '' ? null : v),
    amount(FOOD_ENTRY_LIMITS.portionAmount)
      .refine((n) => n > 0, 'must be more than 0')
      .nullable(),
  ),
  portionUnit: z.preprocess(
    (v) => (v === '' ? null : v),
    z.string().trim().min(1).max(FOOD_ENTRY_LIMITS.portionUnitChars).nullable(),
  ),
};

export const CreateFoodEntryRequest = z
  .object({
    ...entryFields,
    mealType: entryFields.mealType.default('lunch'),
    protein: entryFields.protein.default(0),
    carbs: entryFields.carbs.default(0),
    fat: entryFields.fat.default(0),
    sugars: entryFields.sugars.default(null),
    fibre: entryFields.fibre.default(null),
    saturatedFat: entryFields.saturatedFat.default(null),
    sodium: entryFields.sodium.default(null),
    portionAmount: entryFields.portionAmount.default(null),
    portionUnit: entryFields.portionUnit.default(null),
    analysisMethod: AnalysisMethod.default('manual'),
    /**
     * The day the meal belongs to, in `tz`: today (the default) or up to
     * PAST_DAYS_EDITABLE days back; a past day's entry is placed at its meal's usual hour.
     */
    date: IsoDate.optional(),
    /** When it was eaten on that day, in `tz` (the sugar exposures count occasions); overrides the meal's usual hour. */
    time: TimeOfDay.optional(),
    tz: TimeZone.optional(),
    /**
     * The product's barcode, when the member typed the food in because its lookup found nothing:
     * their next lookup of that code answers with this entry's food (docs/decisions.md).
     */
    barcode: ProductCode.optional(),
  })
  .refine(sugarsWithinCarbs, { message: SUGARS_ABOVE_CARBS, path: ['sugars'] })
  .refine(saturatedWithinFat, { message: SATURATED_FAT_ABOVE_FAT, path: ['saturatedFat'] })
  .refine(portionTogether, { message: PORTION_TOGETHER, path: ['portionUnit'] });
export type CreateFoodEntryRequest = z.input<typeof CreateFoodEntryRequest>;

/** How far back the diary can be filled in. */
export const PAST_DAYS_EDITABLE = 30;

/**
 * A correction of one's own entry: any of the fields, at least one. `time` moves it to that time of
 * day (in `tz`) on `date`, or on the day it is on when `date` is absent; date and tz only go with a time.
 */
export const UpdateFoodEntryRequest = z
  .strictObject({ ...entryFields, time: TimeOfDay, date: IsoDate, tz: TimeZone })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change.')
  .refine((b) => b.time !== undefined || (b.date === undefined && b.tz === undefined), {
    message: 'date and tz go with a time',
    path: ['time'],
  })
  .refine(sugarsWithinCarbs, { message: SUGARS_ABOVE_CARBS, path: ['sugars'] })
  .refine(saturatedWithinFat, { message: SATURATED_FAT_ABOVE_FAT, path: ['saturatedFat'] })
  .refine((b) => (b.portionAmount === undefined && b.portionUnit === undefined ? true : portionTogether(b)), {
    message: PORTION_TOGETHER,
    path: ['portionUnit'],
  });
export type UpdateFoodEntryRequest = z.input<typeof UpdateFoodEntryRequest>;

export const FoodEntryParams = z.object({ id: z.uuid('unknown food entry') });

/**
 * How long a deleted entry can be brought back as it was, photo and all (the diary's Undo shows
 * for 5 s; the rest is room for a slow network). After that it and its photo are gone for good.
 */
export const DELETED_ENTRY_RESTORE_SECONDS = 60;

/** GET /api/foods/search: what the user typed, at least 2 characters. */
export const FoodSearchQuery = z.object({
  q: z.string().trim().min(2, 'q must be at least 2 characters').max(80, 'q must be at most 80 characters'),
  limit: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v),
      z.number().int().min(1).max(20),
    )
    .optional(),
});

/** Energy and nutrients of an amount of food; sugars, fibre, saturated fat and sodium (mg) null when unknown. */
const Nutrients = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  sugars: z.number().nullable(),
  fibre: z.number().nullable(),
  saturatedFat: z.number().nullable(),
  sodium: z.number().nullable(),
});

/** A portion the user can pick: how many grams one unit weighs. */
export const FoodPortion = z.object({ unit: z.string(), grams: z.number() });

export const FoodSearchResult = z.object({
  name: z.string(),
  /**
   * reference: the USDA table; recent: a food the user logged; scanned: a product the user scanned;
   * own and recipe: the member's own foods and recipes, which come first (portions: 'g' and a serving).
   * branded: a product from Open Food Facts' search (GET /api/foods/branded-search), never answered
   * here: the food form turns a picked one into this shape to log it like any food.
   */
  source: z.enum(['reference', 'recent', 'scanned', 'own', 'recipe', 'branded']),
  /** Per 100 g (reference foods), so any amount can be computed. */
  per100g: Nutrients.nullable(),
  portions: z.array(FoodPortion),
  /** What the user logged last time (recent and scanned foods): 'Log again' logs it as it was. */
  lastLogged: Nutrients.extend({ mealType: MealType, loggedAt: z.string() }).nullable(),
});
export type FoodSearchResult = z.infer<typeof FoodSearchResult>;

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
export const FOOD_PHOTO_UPLOAD = PHOTO_UPLOAD;

export const FoodPhotoParams = z.object({ id: z.uuid('unknown photo') });

/** Consecutive days with a food entry, counted back from today in the user's zone. */
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
