import { LANGUAGES, NAMESPACES, localeFile, problems, usedKeys } from '../translations.mjs';

const namespaces = Object.keys(NAMESPACES) as (keyof typeof NAMESPACES)[];

describe.each(namespaces)('the %s texts', (namespace) => {
  it('are all written as literal keys, so translators and this check can see them', () => {
    expect(usedKeys(namespace).unreadable).toEqual([]);
  });

  it('bundle only singular forms in English: every other English text, a plural included, is its own key', () => {
    expect(Object.keys(localeFile(namespace, 'en')).filter((k) => !k.endsWith('_one'))).toEqual([]);
  });

  it.each(LANGUAGES)('exist in %s, with the English placeholders, and none is left over', (language) => {
    expect(problems(namespace, language)).toEqual([]);
  });
});
