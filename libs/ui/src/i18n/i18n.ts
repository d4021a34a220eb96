import {
  isLanguageCode,
  languageFromBrowser,
  LANGUAGE_CODES,
  localeOf,
  STORAGE_KEYS,
  type LanguageCode,
} from '@chairside/contracts/web';
import { createInstance, type BackendModule, type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pseudoLocalize } from './pseudo';

/** A namespace's texts in one language: the English text is the key (docs/architecture.md "Languages"). */
export type Translations = Record<string, string>;
type LoadTranslations = (language: LanguageCode) => Promise<{ default: Translations }>;

// libs/ui's own namespace is known before the instance starts: the start already loads it in the
// device's language (an app registers its own namespace when its code loads, before it renders).
// Its texts in another language bring the translator of the API's sentences (known-texts.ts).
const loaders = new Map<string, LoadTranslations>([
  [
    'ui',
    (language) => Promise.all([import(`./locales/${language}.json`), import('./known-texts')]).then(([texts]) => texts),
  ],
]);

/** The namespaces' own loaders, so each app's texts come with the app and only the active language is fetched. */
const fromApps: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = loaders.get(namespace);
    if (!load || language === 'en' || !isLanguageCode(language)) return done(null, {});
    load(language).then(
      (m) => done(null, m.default),
      (e: Error) => done(e, false),
    );
  },
};

const pseudo: PostProcessorModule = { type: 'postProcessor', name: 'pseudo', process: pseudoLocalize };

const stored = (key: string) => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

/** This device's language: the one last chosen here, else the first of the browser's that Chairside speaks. */
function firstLanguage(): LanguageCode {
  const chosen = stored(STORAGE_KEYS.language);
  if (isLanguageCode(chosen)) return chosen;
  return languageFromBrowser(globalThis.navigator?.languages ?? []);
}

/**
 * The one i18next instance. It lives in libs/ui, which module federation shares as a singleton: the
 * shell's copy is the one every remote gets, and react-i18next (shared too) hands it to their
 * `useTranslation`, so a language change re-renders every remote. English needs no resources: the
 * keys are the product's English texts, and a plural's call gives its English singular as
 * `defaultValue_one` (a missing text in another language falls back to English, never to a key).
 */
export const i18n = createInstance();
void i18n
  .use(fromApps)
  .use(pseudo)
  .use(initReactI18next)
  .init({
    lng: firstLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGE_CODES],
    load: 'currentOnly',
    ns: ['ui'],
    // English has no texts to load; an empty bundle says so, so nothing waits for it.
    resources: { en: { ui: {} } },
    defaultNS: 'ui',
    partialBundledLanguages: true,
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    postProcess: stored(STORAGE_KEYS.pseudoLocale) === '1' ? ['pseudo'] : false,
    react: { useSuspense: true, bindI18nStore: 'added' },
    initAsync: false,
  });

const markDocument = (language: string) => {
  if (typeof document !== 'undefined' && isLanguageCode(language)) document.documentElement.lang = localeOf(language);
};
markDocument(i18n.language);
i18n.on('languageChanged', markDocument);

/**
 * An app's namespace and the loader of its texts in the other languages,
 * `(l) => import(`./locales/${l}.json`)`, which webpack splits into one chunk per language.
 */
export function registerTranslations(namespace: string, load: LoadTranslations) {
  loaders.set(namespace, load);
  i18n.addResourceBundle('en', namespace, {});
}

/** Switches every app to `language` once its texts are loaded (no reload), and remembers it on this device. */
export async function changeLanguage(language: LanguageCode): Promise<void> {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Private mode: the profile still remembers it.
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export const currentLanguage = (): LanguageCode => (isLanguageCode(i18n.language) ? i18n.language : 'en');

let translateKnown: ((text: string) => string) | undefined;
/** Set by known-texts.ts once a language other than English has loaded it. */
export const setKnownTexts = (translate: (text: string) => string) => {
  translateKnown = translate;
};
/**
 * A sentence the API or the contracts wrote in English (an error, a refusal, a field's check, an
 * insight), in the reader's language when it is one we know; any other text as it is.
 */
export const knownText = (text: string): string => (translateKnown ? translateKnown(text) : text);
