import { readCsv } from './csv-text';
import { planImport, summarisePlan } from './import-plan';
import { readExport } from './read-export';

const opts = { weightUnit: 'kg' as const, today: '2026-03-10' };

// MyFitnessPal's Nutrition Summary header, column for column as its export writes it.
const MFP_HEADER =
  'Date,Meal,Calories,Fat (g),Saturated Fat,Polyunsaturated Fat,Monounsaturated Fat,Trans Fat,Cholesterol,' +
  'Sodium (mg),Potassium,Carbohydrates (g),Fiber,Sugar,Protein (g),Vitamin A,Vitamin C,Calcium,Iron,Note';

describe('readCsv', () => {
  it('reads quoted commas, doubled quotes, quoted line breaks, CRLF and a byte order mark, numbering records', () => {
    const rows = readCsv('\ufeffa,b\r\n"x, y","say ""hi"""\r\n\r\n"two\nlines",z\r\n');
    expect(rows).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['x, y', 'say "hi"'] },
      // the blank line keeps its number, as a spreadsheet shows it
      { row: 4, cells: ['two\nlines', 'z'] },
    ]);
  });

  it('names the row of a quote never closed', () => {
    expect(() => readCsv('a,b\n1,2\n3,"oops\n')).toThrow(expect.objectContaining({ row: 3 }));
  });

  it('refuses binary data', () => {
    expect(() => readCsv('PK\u0003\u0004\u0000\u0000')).toThrow('is not a text file');
  });
});

describe('readExport: MyFitnessPal nutrition summary', () => {
  const file = [
    MFP_HEADER,
    '2026-03-01,Breakfast,"1,050.0",30.0,8.0,1,2,0,30,400,300,120.0,6,10,45.0,0,0,0,0,',
    '2026-03-01,Snacks,150,5,,0,0,0,0,,0,20,,25,2,0,0,0,0,',
    '2026-03-01,Pre-workout,200,4,1,0,0,0,0,90,0,30,2,5,10,0,0,0,0,"eaten late, again"',
    '2026-03-02,Lunch,abc,1,1,0,0,0,0,1,0,1,1,1,1,0,0,0,0,',
    '2026-03-11,Dinner,500,1,1,0,0,0,0,1,0,1,1,1,1,0,0,0,0,',
    '03/02/2026,Dinner,500,1,1,0,0,0,0,1,0,1,1,1,1,0,0,0,0,',
  ].join('\n');

  it('maps each meal row to an entry, our four meals, empty nutrients unknown', () => {
    const r = readExport(file, opts);
    expect(r.kind).toBe('mfp-nutrition');
    expect(r.rows).toBe(6);
    expect(r.entries.map((e) => [e.row, e.date, e.mealType, e.foodName, e.calories])).toEqual([
      [2, '2026-03-01', 'breakfast', 'Breakfast from MyFitnessPal', 1050],
      [3, '2026-03-01', 'snack', 'Snacks from MyFitnessPal', 150],
      [4, '2026-03-01', 'snack', 'Pre-workout from MyFitnessPal', 200],
    ]);
    expect(r.entries[0]).toMatchObject({
      protein: 45,
      carbs: 120,
      fat: 30,
      sugars: 10,
      fibre: 6,
      saturatedFat: 8,
      sodium: 400,
      time: null,
      portionAmount: null,
    });
    // Saturated fat, fibre and sodium left empty are unknown, not 0; sugars 25 > carbs 20 is dropped.
    expect(r.entries[1]).toMatchObject({ saturatedFat: null, fibre: null, sodium: null, sugars: null, carbs: 20 });
  });

  it('skips what it cannot use, naming the row and the reason', () => {
    expect(readExport(file, opts).skipped).toEqual([
      { row: 5, reason: 'Calories "abc" is not a number' },
      { row: 6, reason: 'Date 2026-03-11 is after today' },
      { row: 7, reason: 'Date "03/02/2026" is not a date written YYYY-MM-DD' },
    ]);
  });

  it('gives the same row the same key in another upload, and a second identical row its own', () => {
    const a = readExport(file, opts).entries.map((e) => e.key);
    const b = readExport(file, opts).entries.map((e) => e.key);
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(3);
    const twice = readExport([MFP_HEADER, file.split('\n')[1], file.split('\n')[1]].join('\n'), opts);
    expect(new Set(twice.entries.map((e) => e.key)).size).toBe(2);
  });
});

describe('readExport: weights', () => {
  it("reads MyFitnessPal measurements in pounds as kg (two decimals), the day's last row kept", () => {
    const r = readExport('Date,Weight\n2026-03-01,176.4\n2026-03-02,175\n2026-03-02,174.0\n', {
      ...opts,
      weightUnit: 'lb',
    });
    expect(r.kind).toBe('mfp-measurements');
    // 176.4 / 2.20462 = 80.0138 → 80.01; 174.0 / 2.20462 = 78.9252 → 78.93
    expect(r.weighIns.map((w) => [w.row, w.date, w.weightKg])).toEqual([
      [2, '2026-03-01', 80.01],
      [4, '2026-03-02', 78.93],
    ]);
    expect(r.skipped).toEqual([{ row: 3, reason: 'another weight on the same day is used' }]);
  });

  it('reads Cronometer biometrics: weights only, kg or lbs per row, the latest time of a day kept', () => {
    const r = readExport(
      [
        'Day,Time,Group,Metric,Unit,Amount',
        '2026-03-01,7:30 AM,Uncategorized,Weight,lbs,165.0',
        '2026-03-01,9:00 PM,Uncategorized,Weight,lbs,167.0',
        '2026-03-02,,Uncategorized,Weight,kg,74.5',
        '2026-03-02,,Uncategorized,Blood Pressure,mmHg,120/80',
        '2026-03-03,,Uncategorized,Weight,st,11',
        '2026-03-04,,Uncategorized,Weight,kg,900',
      ].join('\n'),
      opts,
    );
    expect(r.kind).toBe('cronometer-biometrics');
    // 167.0 / 2.20462 = 75.7500 → 75.75
    expect(r.weighIns.map((w) => [w.date, w.weightKg])).toEqual([
      ['2026-03-01', 75.75],
      ['2026-03-02', 74.5],
    ]);
    expect(r.skipped).toEqual([
      { row: 2, reason: 'another weight on the same day is used' },
      { row: 5, reason: 'Blood Pressure is not a weight (only weights are imported)' },
      { row: 6, reason: 'Unit "st" is not kg or lbs' },
      { row: 7, reason: 'Amount 900 kg is outside 20-400 kg' },
    ]);
  });
});

describe('readExport: Cronometer servings', () => {
  it('maps groups to meals, 12-hour times, the amount as the portion', () => {
    const r = readExport(
      [
        'Day,Time,Group,Food Name,Amount,Energy (kcal),Alcohol (g),Caffeine (mg),Water (g),Carbs (g),Fiber (g),Starch (g),Sugars (g),Net Carbs (g),Fat (g),Saturated (g),Sodium (mg),Protein (g),Category',
        '2026-03-01,7:05 PM,Dinner,"Beef Steak, Tenderloin",150.00 g,306,0,0,90,0,0,0,0,0,13.5,5.2,61.5,46.01,Beef Products',
        '2026-03-01,,Uncategorized,Water,8.00 fl oz,0.00,0,0,236.59,0,0,0,0,0,0,0,0,0,Beverages',
        '2026-03-01,8:00 AM,Breakfast,,1.00 cup,100,0,0,0,0,0,0,0,0,0,0,0,0,Cereal',
        '2026-03-01,8:00 AM,Breakfast,Oats,1.00 cup,,0,0,0,0,0,0,0,0,0,0,0,0,Cereal',
        '2026-03-01,8:00 AM,Breakfast,Oats,1.00 cup,150,0,0,0,27,4,0,1,23,2.5,0.5,2,5,Cereal,extra',
      ].join('\r\n'),
      opts,
    );
    expect(r.kind).toBe('cronometer-servings');
    expect(r.entries[0]).toMatchObject({
      date: '2026-03-01',
      time: '19:05',
      mealType: 'dinner',
      foodName: 'Beef Steak, Tenderloin',
      calories: 306,
      protein: 46.01,
      carbs: 0,
      fat: 13.5,
      saturatedFat: 5.2,
      sodium: 61.5,
      fibre: 0,
      sugars: 0,
      portionAmount: 150,
      portionUnit: 'g',
    });
    expect(r.entries[1]).toMatchObject({ mealType: 'snack', time: null, portionAmount: 8, portionUnit: 'fl oz' });
    expect(r.skipped).toEqual([
      { row: 4, reason: 'Food Name is empty' },
      { row: 5, reason: 'Energy (kcal) is empty' },
      { row: 6, reason: 'has 20 cells but the header has 19' },
    ]);
  });
});

describe('readExport: files that are not exports', () => {
  it.each([
    ['', 'is empty', 1],
    ['Name,Age\nA,1\n', 'is not a MyFitnessPal or Cronometer export', 1],
    ['Date,Energy (kcal),Protein (g),Completed\n2026-03-01,2000,100,true\n', 'Daily Nutrition', 1],
    [`${MFP_HEADER}\n`, 'has a header but no rows', 1],
  ])('%j is refused, naming the row', (text, message, row) => {
    expect(() => readExport(text, opts)).toThrow(
      expect.objectContaining({ row, message: expect.stringContaining(message) }),
    );
  });
});

describe('planImport', () => {
  const nutrition = `${MFP_HEADER}\n2026-03-01,Lunch,600,20,5,0,0,0,0,800,0,70,8,10,35,0,0,0,0,\n`;
  it('one weigh-in a day over all files, counts days, and takes off what was imported before', () => {
    const plan = planImport(
      [
        { name: 'Nutrition-Summary.csv', text: nutrition },
        { name: 'Measurement-Summary.csv', text: 'Date,Weight\n2026-03-01,80\n2026-03-02,79.5\n' },
        { name: 'biometrics.csv', text: 'Day,Metric,Unit,Amount\n2026-03-02,Weight,kg,79.0\n' },
      ],
      opts,
    );
    expect(plan.weighIns.map((w) => [w.date, w.weightKg])).toEqual([
      ['2026-03-01', 80],
      ['2026-03-02', 79],
    ]);
    expect(plan.skipped).toEqual([
      { file: 'Measurement-Summary.csv', row: 3, reason: '"biometrics.csv" has a weight for the same day' },
    ]);
    const first = summarisePlan(plan, new Set());
    expect(first).toMatchObject({ days: 2, entries: 1, weighIns: 2, alreadyImported: 0, skippedCount: 1 });
    const again = summarisePlan(plan, new Set([...plan.entries, ...plan.weighIns].map((x) => x.key)));
    expect(again).toMatchObject({ days: 0, entries: 0, weighIns: 0, alreadyImported: 3 });
  });

  it('names the file and row of a file that is not an export', () => {
    expect(() => planImport([{ name: 'notes.csv', text: 'hello,world\n1,2\n' }], opts)).toThrow(
      /^"notes.csv" is not a MyFitnessPal or Cronometer export .* \(row 1\)\.$/,
    );
  });
});
