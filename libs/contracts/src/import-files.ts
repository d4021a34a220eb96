// The import's constants, zod-free so the browser's lazily loaded import dialog can use them too.

/** The exports Chairside reads (docs/decisions.md "Import from MyFitnessPal and Cronometer"). */
export const IMPORT_FILE_KINDS = [
  'mfp-nutrition',
  'mfp-measurements',
  'cronometer-servings',
  'cronometer-biometrics',
] as const;
export type ImportFileKind = (typeof IMPORT_FILE_KINDS)[number];

/** What each export is called in the app it comes from, for the preview. */
export const IMPORT_FILE_NAMES: Record<ImportFileKind, string> = {
  'mfp-nutrition': 'MyFitnessPal nutrition summary',
  'mfp-measurements': 'MyFitnessPal measurement summary',
  'cronometer-servings': 'Cronometer servings',
  'cronometer-biometrics': 'Cronometer biometrics',
};

export const IMPORT_LIMITS = {
  /** Per file: about five years of a Cronometer servings export. */
  maxFileBytes: 5 * 1024 * 1024,
  maxFiles: 4,
  fileNameChars: 120,
  /** How many skipped rows the preview lists one by one; the rest are counted. */
  skippedListed: 200,
} as const;

/** The multipart form field the files come in. */
export const IMPORT_UPLOAD_FIELD = 'files';

/** The units a MyFitnessPal measurement export's weights may be in (the export does not say). */
export const IMPORT_WEIGHT_UNITS = ['kg', 'lb'] as const;
export type ImportWeightUnit = (typeof IMPORT_WEIGHT_UNITS)[number];
