/** The 8 languages and their codes. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'zh', name: 'Chinese' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'it', name: 'Italian' },
  { code: 'ro', name: 'Romanian' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const languageName = (code: LanguageCode) => LANGUAGES.find((l) => l.code === code)!.name;
