import type { ImportPreview } from '@chairside/contracts/web';
import { addedInWords, filesProblem, importReducer, initialImport, type ImportState } from './import-steps';

const csv = (name: string, size = 2048) => ({ name, size });
const PREVIEW: ImportPreview = {
  id: '6f1c6a43-3c1f-4d51-9e0e-2f5c4b3f1a10',
  files: [{ name: 'Nutrition-Summary.csv', kind: 'mfp-nutrition', rows: 5 }],
  days: 2,
  entries: 3,
  weighIns: 0,
  alreadyImported: 0,
  skippedCount: 1,
  skipped: [{ file: 'Nutrition-Summary.csv', row: 5, reason: 'Calories "abc" is not a number' }],
};

const run = (...actions: Parameters<typeof importReducer>[1][]) =>
  actions.reduce<ImportState>((s, a) => importReducer(s, a), initialImport());

describe('import steps', () => {
  it('goes pick → uploading → preview → importing → done, keeping the highest progress', () => {
    const importing = run(
      { type: 'picked', files: [csv('Nutrition-Summary.csv')] },
      { type: 'unit', unit: 'lb' },
      { type: 'upload' },
      { type: 'previewed', preview: PREVIEW },
      { type: 'started', id: PREVIEW.id },
      { type: 'status', status: { id: PREVIEW.id, status: 'running', progress: 60, imported: null, message: null } },
      // a slower poll answering after a faster one does not move the bar back
      { type: 'status', status: { id: PREVIEW.id, status: 'running', progress: 20, imported: null, message: null } },
    );
    expect(importing).toMatchObject({ step: 'importing', progress: 60, weightUnit: 'lb' });
    const done = importReducer(importing, {
      type: 'status',
      status: { id: PREVIEW.id, status: 'done', progress: 100, imported: { entries: 3, weighIns: 0 }, message: null },
    });
    expect(done).toMatchObject({ step: 'done', imported: { entries: 3, weighIns: 0 } });
  });

  it('does not upload nothing, too many or too large files, and says why', () => {
    expect(run({ type: 'upload' }).step).toBe('pick');
    const five = run({ type: 'picked', files: [1, 2, 3, 4, 5].map((i) => csv(`${i}.csv`)) }, { type: 'upload' });
    expect(five).toMatchObject({ step: 'pick', error: 'Choose at most 4 files at a time.' });
    const big = run({ type: 'picked', files: [csv('servings.csv', 6 * 1024 * 1024)] }, { type: 'upload' });
    expect(big).toMatchObject({
      step: 'pick',
      error: '"servings.csv" is larger than 5 MB. Export a shorter date range.',
    });
    expect(filesProblem([csv('a.csv', 0)])).toBe('"a.csv" is empty.');
  });

  it("goes back to picking with the API's refusal, and a failed import says why", () => {
    const refused = run(
      { type: 'picked', files: [csv('bank.csv')] },
      { type: 'upload' },
      { type: 'refused', message: '"bank.csv" is not a MyFitnessPal or Cronometer export (row 1).' },
    );
    expect(refused).toMatchObject({ step: 'pick', files: [csv('bank.csv')], error: expect.stringContaining('row 1') });
    const failed = importReducer(
      run(
        { type: 'picked', files: [csv('a.csv')] },
        { type: 'upload' },
        { type: 'previewed', preview: PREVIEW },
        { type: 'started', id: PREVIEW.id },
      ),
      {
        type: 'status',
        status: { id: PREVIEW.id, status: 'failed', progress: 0, imported: null, message: 'Stopped.' },
      },
    );
    expect(failed).toMatchObject({ step: 'failed', message: 'Stopped.' });
    expect(importReducer(failed, { type: 'again' })).toEqual(initialImport());
  });

  it('words the counts', () => {
    expect(addedInWords(412, 38)).toBe('412 entries and 38 weigh-ins');
    expect(addedInWords(1, 1)).toBe('1 entry and 1 weigh-in');
    expect(addedInWords(1200, 0)).toBe('1,200 entries and 0 weigh-ins');
  });
});
