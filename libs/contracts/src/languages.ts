/** The languages Chairside is written in (Settings' picker, the member's profile). */
export const LANGUAGE_CODES = ['en', 'es', 'zh', 'pt', 'fr', 'de', 'it', 'ro'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/**
 * Each language in its own name (someone who needs the picker can find theirs), in English, and the
 * locale its dates, numbers and units follow (docs/decisions.md "Languages").
 */
export const LANGUAGES: readonly { code: LanguageCode; name: string; english: string; locale: string }[] = [
  { code: 'en', name: 'English', english: 'English', locale: 'en-US' },
  { code: 'es', name: 'Español', english: 'Spanish', locale: 'es-ES' },
  { code: 'zh', name: '中文', english: 'Chinese', locale: 'zh-CN' },
  { code: 'pt', name: 'Português', english: 'Portuguese', locale: 'pt-BR' },
  { code: 'fr', name: 'Français', english: 'French', locale: 'fr-FR' },
  { code: 'de', name: 'Deutsch', english: 'German', locale: 'de-DE' },
  { code: 'it', name: 'Italiano', english: 'Italian', locale: 'it-IT' },
  { code: 'ro', name: 'Română', english: 'Romanian', locale: 'ro-RO' },
];

export const isLanguageCode = (code: unknown): code is LanguageCode =>
  typeof code === 'string' && (LANGUAGE_CODES as readonly string[]).includes(code);

/** The first of the browser's languages Chairside is written in (`navigator.languages`), else English. */
export function languageFromBrowser(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguageCode(primary)) return primary;
  }
  return 'en';
}

export const localeOf = (code: LanguageCode): string => LANGUAGES.find((l) => l.code === code)?.locale ?? 'en-US';
