import { z } from 'zod';
import { TimeZone } from './common';
import { IMPORT_FILE_KINDS, IMPORT_WEIGHT_UNITS } from './import-files';

export const ImportFileKindSchema = z.enum(IMPORT_FILE_KINDS);

/**
 * The form fields beside the files. MyFitnessPal's measurement export does not say whether its
 * weights are kilograms or pounds, so the member says so; Cronometer's names the unit on each row.
 */
export const CreateImportRequest = z.object({
  tz: TimeZone.default('UTC'),
  weightUnit: z.enum(IMPORT_WEIGHT_UNITS).default('kg'),
});
export type CreateImportRequest = z.input<typeof CreateImportRequest>;

export const ImportSkippedRow = z.object({
  file: z.string(),
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  reason: z.string(),
});
export type ImportSkippedRow = z.infer<typeof ImportSkippedRow>;

export const ImportStatusName = z.enum(['previewed', 'running', 'done', 'failed']);

export const ImportFile = z.object({ name: z.string(), kind: ImportFileKindSchema, rows: z.number().int() });
export type ImportFile = z.infer<typeof ImportFile>;

/** What an upload would add, before anything is written. */
export const ImportPreview = z.object({
  id: z.uuid(),
  files: z.array(ImportFile),
  /** Days that gain entries or a weigh-in. */
  days: z.number().int(),
  entries: z.number().int(),
  weighIns: z.number().int(),
  /** Rows an earlier import already added: importing again adds nothing for them. */
  alreadyImported: z.number().int(),
  skippedCount: z.number().int(),
  /** The first IMPORT_LIMITS.skippedListed skipped rows, each with its reason. */
  skipped: z.array(ImportSkippedRow),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportStatus = z.object({
  id: z.uuid(),
  status: ImportStatusName,
  /** 0-100 while running; 100 when done. */
  progress: z.number().min(0).max(100),
  /** What was written, once done. */
  imported: z.object({ entries: z.number().int(), weighIns: z.number().int() }).nullable(),
  /** Why it failed, in words for the member. */
  message: z.string().nullable(),
});
export type ImportStatus = z.infer<typeof ImportStatus>;

export const ImportParams = z.object({ id: z.uuid('unknown import') });
