// Reads every app's translatable texts and its locale files, for the check that each text exists in
// all eight languages (test/translations.spec.ts). The English text is the key
// (docs/architecture.md "Languages"), so a text is found where the code passes a literal to `t`, and
// a plural is a call that gives its English singular first: `t('{{count}} entries', { defaultValue_one:
// '{{count}} entry', count })`. English has no locale file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export const LANGUAGES = ['en', 'es', 'zh', 'pt', 'fr', 'de', 'it', 'ro'];

/**
 * Each namespace: the source it is used in, its locale files, and the texts that arrive as data.
 * @type {Record<string, { src: string, locales: string, listed?: string }>}
 */
export const NAMESPACES = {
  shell: { src: 'shell/src', locales: 'shell/src/shared/i18n/locales' },
  // The daily tips and the quiz's personalities come from the contracts as data, looked up by their text.
  nutrition: {
    src: 'mfe-nutrition/src',
    locales: 'mfe-nutrition/src/shared/i18n/locales',
    listed: 'mfe-nutrition/src/shared/i18n/data-texts.json',
  },
  // The stretch catalogue's texts come from the API and are looked up by their text.
  exercise: {
    src: 'mfe-exercise/src',
    locales: 'mfe-exercise/src/shared/i18n/locales',
    listed: 'mfe-exercise/src/shared/i18n/data-texts.json',
  },
  community: { src: 'mfe-community/src', locales: 'mfe-community/src/shared/i18n/locales' },
  profile: { src: 'mfe-profile/src', locales: 'mfe-profile/src/shared/i18n/locales' },
  // libs/ui also translates the API's fixed sentences, looked up by their text: listed in a file of
  // their own, which no bundle loads.
  ui: { src: 'libs/ui/src', locales: 'libs/ui/src/i18n/locales', listed: 'libs/ui/src/i18n/server-sentences.json' },
};

/** @param {string} namespace */
function namespaceOf(namespace) {
  const ns = NAMESPACES[namespace];
  if (!ns) throw new Error(`no namespace ${namespace}`);
  return ns;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
// `t('…')`, `tUi('…')`, `translate('…')` and `i18nKey="…"`: the translation functions of the apps.
const CALL = /(?<![\w.$])(?:t|tUi|translate)\(\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|`((?:\\.|[^`\\])*)`)/g;
const TRANS = /i18nKey=(?:"([^"]*)"|\{'((?:\\.|[^'\\])*)'\})/g;
// `{ context: 'your' }`: i18next then looks for `<key>_your` first, a form a language may add.
const CONTEXT = /context:\s*'(\w+)'/g;
// What follows a call's key when it is a plural: its English singular, first in the options.
const SINGULAR = /\s*,\s*\{\s*defaultValue_one:\s*'((?:\\.|[^'\\])*)'/y;
// A call's options object up to its first brace (a nested call's or the end), and a `count` among
// its properties, to find a plural given without a singular.
const OPTIONS = /\s*,\s*\{([^{}]*)/y;
const COUNT = /(?:^|,)\s*count\s*(?::|,|$)/;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.(spec|test)\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** @param {string} raw a string literal's body as written */
const unescape = (raw) =>
  raw.replace(/\\(u\{?[0-9a-fA-F]+\}?|.)/g, (_m, c) =>
    c.startsWith('u') && c.length > 1
      ? String.fromCodePoint(parseInt(c.replace(/[u{}]/g, ''), 16))
      : c === 'n'
        ? '\n'
        : c,
  );

/**
 * The keys a namespace's code uses, the English singulars of its plurals, the calls whose key cannot
 * be read (a template with `${…}`), and the plurals without an English singular (English would say
 * "1 days").
 * @param {string} namespace
 */
export function usedKeys(namespace) {
  const keys = new Map();
  /** @type {Map<string, string>} */
  const singulars = new Map();
  /** @type {Set<string>} */
  const contexts = new Set();
  /** @type {string[]} */
  const unreadable = [];
  /** @type {string[]} */
  const noSingular = [];
  for (const file of sourceFiles(join(root, namespaceOf(namespace).src))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(CONTEXT)) contexts.add(m[1] ?? '');
    for (const re of [CALL, TRANS]) {
      for (const m of text.matchAll(re)) {
        const raw = m[1] ?? m[2] ?? m[3] ?? '';
        if (m[3] !== undefined && raw.includes('${')) {
          unreadable.push(`${relative(root, file)}: t(\`${raw}\`)`);
          continue;
        }
        const key = unescape(raw);
        if (!keys.has(key)) keys.set(key, relative(root, file));
        SINGULAR.lastIndex = OPTIONS.lastIndex = (m.index ?? 0) + m[0].length;
        const singular = SINGULAR.exec(text);
        if (singular) singulars.set(key, unescape(singular[1] ?? ''));
        else if (COUNT.test(OPTIONS.exec(text)?.[1] ?? '')) noSingular.push(`${relative(root, file)}: ${key}`);
      }
    }
  }
  const { listed } = namespaceOf(namespace);
  if (listed)
    for (const key of JSON.parse(readFileSync(join(root, listed), 'utf8'))) if (!keys.has(key)) keys.set(key, listed);
  return { keys, singulars, contexts, unreadable, noSingular };
}

/** @param {string} namespace @param {string} language @returns {Record<string, string> | null} */
export function localeFile(namespace, language) {
  const file = join(root, namespaceOf(namespace).locales, `${language}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** `{{name}}` placeholders of a text, sorted. @param {string} text */
const placeholders = (text) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/**
 * What is wrong with one language of a namespace: missing texts (each plural key in every plural
 * category the language has), texts whose placeholders differ from the English, and texts no code
 * uses. English has no file: its texts are the keys, and a plural's singular is in the call.
 * @param {string} namespace @param {string} language
 */
export function problems(namespace, language) {
  const { keys, singulars, contexts } = usedKeys(namespace);
  const file = localeFile(namespace, language);
  /** @type {string[]} */
  const out = [];
  /** @param {string} form @param {string} text @param {string} key */
  const samePlaceholders = (form, text, key) => {
    // A placeholder the English lacks would show raw; one it drops loses a number (a plural's
    // singular may say "one" instead of {{count}}).
    const own = placeholders(text);
    const english = placeholders(key);
    const lost = english.filter((p) => !own.includes(p) && !(singulars.has(key) && p === 'count'));
    const unknown = own.filter((p) => !english.includes(p));
    if (lost.length || unknown.length)
      out.push(
        `"${form}": placeholders ${own.join(', ') || 'none'} where the English has ${english.join(', ') || 'none'}`,
      );
  };
  if (language === 'en') {
    if (file !== null) out.push('English needs no locale file: its texts are the keys');
    for (const [key, singular] of singulars) samePlaceholders(`${key}_one`, singular, key);
    return out;
  }
  if (file === null) return [`no ${language}.json`];
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Set();
  for (const [key, where] of keys) {
    for (const form of singulars.has(key) ? categories.map((c) => `${key}_${c}`) : [key]) {
      expected.add(form);
      const text = file[form];
      if (typeof text !== 'string' || text.trim() === '') out.push(`missing "${form}" (used in ${where})`);
      else samePlaceholders(form, text, key);
    }
  }
  for (const form of Object.keys(file)) {
    const base = form.replace(PLURAL_SUFFIX, '');
    const context = /^(.*)_(\w+)$/.exec(form);
    const contextual = context !== null && contexts.has(context[2] ?? '') && keys.has(context[1] ?? '');
    if (!expected.has(form) && !(singulars.has(base) && keys.has(base)) && !contextual)
      out.push(`"${form}" is not used by any code`);
  }
  return out;
}
