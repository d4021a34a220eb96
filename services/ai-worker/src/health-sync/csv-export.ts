import type { ExerciseRow, FoodRow } from './export-rows';

const HEADER = [
  'type',
  'date',
  'name',
  'meal_or_activity',
  'calories',
  'protein_g',
  'carbs_g',
  'fat_g',
  'sugars_g',
  'duration_min',
  'intensity',
];

/** RFC 4180 quoting; a leading = + - @ is neutralised so a spreadsheet never runs a food name as a formula. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n']/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function buildCsv(food: readonly FoodRow[], exercise: readonly ExerciseRow[]): string {
  const rows: (string | number | null)[][] = [
    ...food.map((f) => [
      'nutrition',
      f.createdAt.toISOString(),
      f.foodName,
      f.mealType,
      f.calories,
      f.protein,
      f.carbs,
      f.fat,
      f.sugars,
      null,
      null,
    ]),
    ...exercise.map((e) => [
      'exercise',
      e.createdAt.toISOString(),
      e.name,
      e.exerciseType,
      e.caloriesBurned,
      null,
      null,
      null,
      null,
      e.duration,
      e.intensity,
    ]),
  ];
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  return [HEADER, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
