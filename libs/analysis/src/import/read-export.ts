import { createHash } from 'node:crypto';
import { lbToKg, storedKg, WEIGH_IN_LIMITS, type ImportFileKind, type ImportWeightUnit } from '@chairside/contracts';
import { amountOrNull, clip, isoDate, LIMITS, mealOf, portionOf, RowProblem, timeOfDay, withinLimit } from './cells';
import { ImportFileError, readCsv, type CsvRecord } from './csv-text';
import type { ImportedEntry, ImportedWeighIn, ParsedExport, ParseOptions, SkippedRow } from './export-rows';

/** Column names as each app writes them, compared trimmed and in lower case. */
const COLUMNS = {
  'mfp-nutrition': {
    required: { date: 'date', meal: 'meal', calories: 'calories' },
    optional: {
      fat: 'fat (g)',
      saturatedFat: 'saturated fat',
      sodium: 'sodium (mg)',
      carbs: 'carbohydrates (g)',
      fibre: 'fiber',
      sugars: 'sugar',
      protein: 'protein (g)',
    },
  },
  'mfp-measurements': { required: { date: 'date', weight: 'weight' }, optional: {} },
  'cronometer-servings': {
    required: { day: 'day', food: 'food name', energy: 'energy (kcal)' },
    optional: {
      time: 'time',
      group: 'group',
      amount: 'amount',
      protein: 'protein (g)',
      carbs: 'carbs (g)',
      fat: 'fat (g)',
      fibre: 'fiber (g)',
      sugars: 'sugars (g)',
      saturatedFat: 'saturated (g)',
      sodium: 'sodium (mg)',
    },
  },
  'cronometer-biometrics': {
    required: { day: 'day', metric: 'metric', unit: 'unit', amount: 'amount' },
    optional: { time: 'time' },
  },
} as const satisfies Record<ImportFileKind, { required: Record<string, string>; optional: Record<string, string> }>;

type Cols<K extends ImportFileKind> = keyof (typeof COLUMNS)[K]['required'] | keyof (typeof COLUMNS)[K]['optional'];
type Row<K extends ImportFileKind> = (col: Cols<K>) => string | undefined;

const NOT_AN_EXPORT =
  "is not a MyFitnessPal or Cronometer export we can read: row 1 should be the header of MyFitnessPal's " +
  '"Nutrition Summary" or "Measurement Summary", or Cronometer\'s "Servings" or "Biometrics" export';

/** Which export a header is; the order matters (a nutrition header also has a Date column). */
function kindOf(header: Set<string>): ImportFileKind | null {
  const has = (k: ImportFileKind) => Object.values(COLUMNS[k].required).every((c) => header.has(c));
  if (has('cronometer-servings')) return 'cronometer-servings';
  if (has('cronometer-biometrics')) return 'cronometer-biometrics';
  if (has('mfp-nutrition')) return 'mfp-nutrition';
  if (has('mfp-measurements') && !header.has('meal')) return 'mfp-measurements';
  return null;
}

/** The same row text twice in one file is two servings: the n-th copy has a key of its own. */
function keyMaker(kind: ImportFileKind) {
  const seen = new Map<string, number>();
  return (identity: string) => {
    const n = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, n);
    return createHash('sha256').update(`${kind}\u001f${identity}\u001f${n}`).digest('hex');
  };
}

/**
 * Reads one export: which of the four it is (from its header), then row by row the food entries
 * and weigh-ins it holds. A row that cannot be used is skipped with its number and the reason; a
 * file that is not an export at all throws ImportFileError naming the row.
 */
export function readExport(text: string, options: ParseOptions): ParsedExport {
  const records = readCsv(text);
  const [head, ...data] = records;
  if (!head) throw new ImportFileError('is empty', 1);
  const header = head.cells.map((c) => c.trim().toLowerCase());
  const kind = kindOf(new Set(header));
  if (!kind) {
    if (header.includes('date') && header.includes('completed'))
      throw new ImportFileError(
        'is Cronometer\'s "Daily Nutrition" export, which has no meals: export "Servings" instead',
        head.row,
      );
    throw new ImportFileError(NOT_AN_EXPORT, head.row);
  }
  if (data.length === 0) throw new ImportFileError('has a header but no rows', head.row);
  const spec = COLUMNS[kind];
  const index = new Map<string, number>();
  for (const [name, col] of Object.entries({ ...spec.required, ...spec.optional }))
    if (header.includes(col)) index.set(name, header.indexOf(col));

  const parsed: ParsedExport = { kind, rows: data.length, entries: [], weighIns: [], skipped: [] };
  const key = keyMaker(kind);
  const rowReader = (r: CsvRecord) => (col: string) => {
    const i = index.get(col);
    return i === undefined ? undefined : r.cells[i];
  };
  const weighIns = new Map<string, ImportedWeighIn & { time: string }>();
  for (const r of data) {
    if (r.cells.length > header.length) {
      parsed.skipped.push({ row: r.row, reason: `has ${r.cells.length} cells but the header has ${header.length}` });
      continue;
    }
    try {
      const read = rowReader(r);
      if (kind === 'mfp-nutrition') parsed.entries.push(mfpMeal(read, r, key, options));
      else if (kind === 'cronometer-servings') parsed.entries.push(cronometerServing(read, r, key, options));
      else {
        const w = kind === 'mfp-measurements' ? mfpWeight(read, r, options) : cronometerWeight(read, r, options);
        // One weigh-in a day: the day's last weight (by time, then by order in the file) is kept.
        const before = weighIns.get(w.date);
        if (before && before.time > w.time) parsed.skipped.push(laterWeight(r.row));
        else {
          if (before) parsed.skipped.push(laterWeight(before.row));
          weighIns.set(w.date, w);
        }
      }
    } catch (e) {
      if (!(e instanceof RowProblem)) throw e;
      parsed.skipped.push({ row: r.row, reason: e.message });
    }
  }
  parsed.weighIns = [...weighIns.values()]
    .map(({ time: _time, ...w }) => ({ ...w, key: key(`${w.date}`) }))
    .sort((a, b) => a.row - b.row);
  parsed.skipped.sort((a, b) => a.row - b.row);
  return parsed;
}

const laterWeight = (row: number): SkippedRow => ({ row, reason: 'another weight on the same day is used' });

function notFuture(date: string, options: ParseOptions, column: string): string {
  if (date > options.today) throw new RowProblem(`${column} ${date} is after today`);
  return date;
}

/** Weigh-ins start in 2000, as the weigh-in log's own days do. */
function weighInDay(date: string, options: ParseOptions, column: string): string {
  if (date < WEIGH_IN_LIMITS.earliestDate)
    throw new RowProblem(`${column} ${date} is before ${WEIGH_IN_LIMITS.earliestDate}`);
  return notFuture(date, options, column);
}

/** MyFitnessPal's Nutrition Summary: one row per meal of a day, the meal's totals. */
function mfpMeal(
  read: Row<'mfp-nutrition'>,
  r: CsvRecord,
  key: (identity: string) => string,
  options: ParseOptions,
): ImportedEntry {
  const date = notFuture(isoDate(read('date') ?? '', 'Date'), options, 'Date');
  const mealName = (read('meal') ?? '').trim();
  if (mealName === '') throw new RowProblem('Meal is empty');
  const calories = withinLimit(amountOrNull(read('calories'), 'Calories'), LIMITS.calories, 'Calories');
  if (calories === null) throw new RowProblem('Calories is empty');
  const macros = nutrients({
    protein: ['Protein (g)', read('protein')],
    carbs: ['Carbohydrates (g)', read('carbs')],
    fat: ['Fat (g)', read('fat')],
    sugars: ['Sugar', read('sugars')],
    fibre: ['Fiber', read('fibre')],
    saturatedFat: ['Saturated Fat', read('saturatedFat')],
    sodium: ['Sodium (mg)', read('sodium')],
  });
  return {
    key: key(`${date}\u001f${mealName.toLowerCase()}`),
    row: r.row,
    date,
    time: null,
    mealType: mealOf(mealName).meal,
    foodName: clip(`${mealName} from MyFitnessPal`),
    calories,
    ...macros,
    portionAmount: null,
    portionUnit: null,
  };
}

/** Cronometer's Servings: one row per food eaten. */
function cronometerServing(
  read: Row<'cronometer-servings'>,
  r: CsvRecord,
  key: (identity: string) => string,
  options: ParseOptions,
): ImportedEntry {
  const date = notFuture(isoDate(read('day') ?? '', 'Day'), options, 'Day');
  const foodName = (read('food') ?? '').trim().slice(0, LIMITS.foodNameChars);
  if (foodName === '') throw new RowProblem('Food Name is empty');
  const calories = withinLimit(amountOrNull(read('energy'), 'Energy (kcal)'), LIMITS.calories, 'Energy (kcal)');
  if (calories === null) throw new RowProblem('Energy (kcal) is empty');
  const portion = portionOf(read('amount'));
  return {
    key: key(r.cells.map((c) => c.trim()).join('\u001f')),
    row: r.row,
    date,
    time: timeOfDay(read('time')),
    mealType: mealOf(read('group') ?? '').meal,
    foodName,
    calories,
    ...nutrients({
      protein: ['Protein (g)', read('protein')],
      carbs: ['Carbs (g)', read('carbs')],
      fat: ['Fat (g)', read('fat')],
      sugars: ['Sugars (g)', read('sugars')],
      fibre: ['Fiber (g)', read('fibre')],
      saturatedFat: ['Saturated (g)', read('saturatedFat')],
      sodium: ['Sodium (mg)', read('sodium')],
    }),
    portionAmount: portion?.amount ?? null,
    portionUnit: portion?.unit ?? null,
  };
}

type NutrientCells = Record<
  'protein' | 'carbs' | 'fat' | 'sugars' | 'fibre' | 'saturatedFat' | 'sodium',
  [string, string | undefined]
>;

/**
 * Protein, carbs and fat that a row leaves empty are 0, as the Add form takes them; sugars, fibre,
 * saturated fat and sodium left empty are unknown (null), never 0. A part above its whole (sugars
 * above carbs, saturated above total fat: rounding in the app's food data) is dropped as unknown
 * rather than refused, so the entry's calories still count.
 */
function nutrients(cells: NutrientCells) {
  const get = (k: keyof NutrientCells, max: number) =>
    withinLimit(amountOrNull(cells[k][1], cells[k][0]), max, cells[k][0]);
  const g = LIMITS.macroGrams;
  const protein = get('protein', g) ?? 0;
  const carbs = get('carbs', g) ?? 0;
  const fat = get('fat', g) ?? 0;
  const sugars = get('sugars', g);
  const saturatedFat = get('saturatedFat', g);
  return {
    protein,
    carbs,
    fat,
    sugars: sugars !== null && sugars > carbs ? null : sugars,
    fibre: get('fibre', g),
    saturatedFat: saturatedFat !== null && saturatedFat > fat ? null : saturatedFat,
    sodium: get('sodium', LIMITS.sodiumMg),
  };
}

function weightKg(value: number | null, unit: ImportWeightUnit, column: string): number {
  if (value === null) throw new RowProblem(`${column} is empty`);
  const kg = unit === 'lb' ? lbToKg(value, true) : value;
  const { minKg, maxKg } = WEIGH_IN_LIMITS;
  if (kg < minKg || kg > maxKg) throw new RowProblem(`${column} ${value} ${unit} is outside ${minKg}-${maxKg} kg`);
  return storedKg(kg);
}

/** MyFitnessPal's Measurement Summary: Date, Weight in the unit the member's app was set to. */
function mfpWeight(read: Row<'mfp-measurements'>, r: CsvRecord, options: ParseOptions) {
  const date = weighInDay(isoDate(read('date') ?? '', 'Date'), options, 'Date');
  const kg = weightKg(amountOrNull(read('weight'), 'Weight'), options.weightUnit, 'Weight');
  return { key: '', row: r.row, date, weightKg: kg, source: 'myfitnesspal' as const, time: '' };
}

/** Cronometer's Biometrics: one row per measurement; only weights (in kg or lbs) are read. */
function cronometerWeight(read: Row<'cronometer-biometrics'>, r: CsvRecord, options: ParseOptions) {
  const metric = (read('metric') ?? '').trim();
  if (!/^weight\b/i.test(metric))
    throw new RowProblem(`${clip(metric || 'an empty metric')} is not a weight (only weights are imported)`);
  const date = weighInDay(isoDate(read('day') ?? '', 'Day'), options, 'Day');
  const unit = (read('unit') ?? '').trim().toLowerCase();
  const u = unit === 'kg' ? 'kg' : unit === 'lb' || unit === 'lbs' ? 'lb' : null;
  if (!u) throw new RowProblem(`Unit "${clip(unit)}" is not kg or lbs`);
  const kg = weightKg(amountOrNull(read('amount'), 'Amount'), u, 'Amount');
  return {
    key: '',
    row: r.row,
    date,
    weightKg: kg,
    source: 'cronometer' as const,
    time: timeOfDay(read('time')) ?? '',
  };
}
