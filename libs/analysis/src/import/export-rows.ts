import type { ImportFileKind, ImportWeightUnit, MealType } from '@chairside/contracts';

/** A food entry an export row becomes; `key` identifies the row across uploads (imported once). */
export interface ImportedEntry {
  key: string;
  row: number;
  date: string;
  /** HH:MM in the member's zone, or null: the meal's usual hour. */
  time: string | null;
  mealType: MealType;
  foodName: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  sugars: number | null;
  fibre: number | null;
  saturatedFat: number | null;
  sodium: number | null;
  portionAmount: number | null;
  portionUnit: string | null;
}

export interface ImportedWeighIn {
  key: string;
  row: number;
  date: string;
  weightKg: number;
  /** Where it came from: the weigh-in log keeps the days a member typed a weight for. */
  source: 'myfitnesspal' | 'cronometer';
}

export interface SkippedRow {
  row: number;
  reason: string;
}

/** One file read: what it would add and what it leaves out, row by row. */
export interface ParsedExport {
  kind: ImportFileKind;
  /** Data rows read (the header not counted). */
  rows: number;
  entries: ImportedEntry[];
  weighIns: ImportedWeighIn[];
  skipped: SkippedRow[];
}

export interface ParseOptions {
  /** The unit of MyFitnessPal's measurement export, which does not name it. */
  weightUnit: ImportWeightUnit;
  /** Today in the member's zone (YYYY-MM-DD): later days are skipped. */
  today: string;
}
