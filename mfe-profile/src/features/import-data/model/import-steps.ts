import { type ImportPreview, type ImportStatus, type ImportWeightUnit as WeightUnit } from '@chairside/contracts/web';
import { IMPORT_LIMITS } from '@chairside/contracts/web-lazy';
import { t } from '../../../shared/i18n';

/** What the dialog needs of a picked file (a File in the browser). */
export interface PickedFile {
  name: string;
  size: number;
}

/**
 * The import dialog's steps: pick files → upload (the API reads them) → preview → import (the
 * worker, polled) → done; a refusal the member can put right goes back to picking, with the reason.
 */
export type ImportState<F extends PickedFile = PickedFile> = {
  files: F[];
  weightUnit: WeightUnit;
  /** A refusal beside the fields: a file too large, not an export (the API's words, naming the row). */
  error: string | null;
} & (
  | { step: 'pick' }
  | { step: 'uploading' }
  | { step: 'preview'; preview: ImportPreview }
  | { step: 'importing'; id: string; progress: number }
  | { step: 'done'; imported: { entries: number; weighIns: number } }
  | { step: 'failed'; message: string }
);

export type ImportAction<F extends PickedFile = PickedFile> =
  | { type: 'picked'; files: F[] }
  | { type: 'unit'; unit: WeightUnit }
  | { type: 'upload' }
  | { type: 'previewed'; preview: ImportPreview }
  | { type: 'refused'; message: string }
  | { type: 'started'; id: string }
  | { type: 'status'; status: ImportStatus }
  | { type: 'again' };

export const initialImport = <F extends PickedFile>(): ImportState<F> => ({
  step: 'pick',
  files: [],
  weightUnit: 'kg',
  error: null,
});

const MB = 1024 * 1024;

/** Why these files cannot be uploaded, or null: checked before the upload, as the API checks them. */
export function filesProblem(files: PickedFile[]): string | null {
  if (files.length > IMPORT_LIMITS.maxFiles)
    return t('Choose at most {{count}} files at a time.', {
      defaultValue_one: 'Choose at most {{count}} file at a time.',
      count: IMPORT_LIMITS.maxFiles,
    });
  const big = files.find((f) => f.size > IMPORT_LIMITS.maxFileBytes);
  if (big)
    return t('"{{name}}" is larger than {{mb}} MB. Export a shorter date range.', {
      name: big.name,
      mb: IMPORT_LIMITS.maxFileBytes / MB,
    });
  const empty = files.find((f) => f.size === 0);
  if (empty) return t('"{{name}}" is empty.', { name: empty.name });
  return null;
}

export function importReducer<F extends PickedFile>(s: ImportState<F>, a: ImportAction<F>): ImportState<F> {
  const base = { files: s.files, weightUnit: s.weightUnit, error: null };
  switch (a.type) {
    case 'picked':
      return { ...base, step: 'pick', files: a.files, error: filesProblem(a.files) };
    case 'unit':
      return s.step === 'pick' ? { ...s, weightUnit: a.unit } : s;
    case 'upload':
      return s.step === 'pick' && s.files.length > 0 && !filesProblem(s.files) ? { ...base, step: 'uploading' } : s;
    case 'previewed':
      return s.step === 'uploading' ? { ...base, step: 'preview', preview: a.preview } : s;
    case 'refused':
      return { ...base, step: 'pick', error: a.message };
    case 'started':
      return s.step === 'preview' ? { ...base, step: 'importing', id: a.id, progress: 0 } : s;
    case 'status':
      if (s.step !== 'importing' || a.status.id !== s.id) return s;
      if (a.status.status === 'done' && a.status.imported)
        return { ...base, step: 'done', imported: a.status.imported };
      if (a.status.status === 'failed')
        return { ...base, step: 'failed', message: a.status.message ?? t('The import did not finish.') };
      return { ...s, progress: Math.max(s.progress, a.status.progress) };
    case 'again':
      return initialImport<F>();
  }
}

// `{{count, number}}` is the count in the active language's digits and grouping ('1,200', '1.200').

/** "412 entries and 38 weigh-ins": what was, or will be, added. */
export const addedInWords = (entries: number, weighIns: number) =>
  t('{{entries}} and {{weighIns}}', {
    entries: t('{{count, number}} entries', { defaultValue_one: '{{count, number}} entry', count: entries }),
    weighIns: t('{{count, number}} weigh-ins', { defaultValue_one: '{{count, number}} weigh-in', count: weighIns }),
  });

export const rowsInWords = (rows: number) =>
  t('{{count, number}} rows', { defaultValue_one: '{{count, number}} row', count: rows });
