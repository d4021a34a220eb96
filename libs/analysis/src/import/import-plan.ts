import { IMPORT_LIMITS, type ImportFile, type ImportSkippedRow } from '@chairside/contracts';
import { ImportFileError } from './csv-text';
import type { ImportedEntry, ImportedWeighIn, ParseOptions } from './export-rows';
import { readExport } from './read-export';

export interface UploadedExport {
  name: string;
  text: string;
}

/** What a set of uploaded exports would write, before the member's earlier imports are taken off. */
export interface ImportPlan {
  files: ImportFile[];
  entries: ImportedEntry[];
  weighIns: ImportedWeighIn[];
  skipped: ImportSkippedRow[];
}

/** A file of the upload that is not an export: the message names the file and the row. */
export class ImportRefused extends Error {}

/**
 * Reads every file; one weigh-in a day over all of them (the last file's, as within a file the
 * last row's). Throws ImportRefused, naming the file and row, when a file is not an export at all.
 */
export function planImport(uploads: UploadedExport[], options: ParseOptions): ImportPlan {
  const plan: ImportPlan = { files: [], entries: [], weighIns: [], skipped: [] };
  const weighIns = new Map<string, { w: ImportedWeighIn; file: string }>();
  for (const { name, text } of uploads) {
    let parsed;
    try {
      parsed = readExport(text, options);
    } catch (e) {
      if (e instanceof ImportFileError) throw new ImportRefused(`"${name}" ${e.message} (row ${e.row}).`);
      throw e;
    }
    plan.files.push({ name, kind: parsed.kind, rows: parsed.rows });
    plan.entries.push(...parsed.entries);
    plan.skipped.push(...parsed.skipped.map((s) => ({ file: name, ...s })));
    for (const w of parsed.weighIns) {
      const before = weighIns.get(w.date);
      if (before)
        plan.skipped.push({ file: before.file, row: before.w.row, reason: `"${name}" has a weight for the same day` });
      weighIns.set(w.date, { w, file: name });
    }
  }
  plan.weighIns = [...weighIns.values()].map((x) => x.w);
  return plan;
}

/** What the preview shows once the rows an earlier import added (`done` keys) are taken off. */
export function summarisePlan(plan: ImportPlan, done: ReadonlySet<string>) {
  const entries = plan.entries.filter((e) => !done.has(e.key));
  const weighIns = plan.weighIns.filter((w) => !done.has(w.key));
  const days = new Set([...entries.map((e) => e.date), ...weighIns.map((w) => w.date)]);
  return {
    files: plan.files,
    days: days.size,
    entries: entries.length,
    weighIns: weighIns.length,
    alreadyImported: plan.entries.length - entries.length + plan.weighIns.length - weighIns.length,
    skippedCount: plan.skipped.length,
    skipped: plan.skipped.slice(0, IMPORT_LIMITS.skippedListed),
  };
}

/** Every row key the plan would write, for asking which an earlier import already wrote. */
export const planKeys = (plan: ImportPlan): string[] => [
  ...plan.entries.map((e) => e.key),
  ...plan.weighIns.map((w) => w.key),
];
