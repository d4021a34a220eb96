import { LANGUAGES, NAMESPACES, localeFile, problems, usedKeys } from '../translations.mjs';

const namespaces = Object.keys(NAMESPACES) as (keyof typeof NAMESPACES)[];

describe.each(namespaces)('the %s texts', (namespace) => {
  it('are all written as literal keys, so translators and this check can see them', () => {
    expect(usedKeys(namespace).unreadable).toEqual([]);
  });

  it('give every plural its English singular first in the call', () => {
    expect(usedKeys(namespace).noSingular).toEqual([]);
  });

  it('need no English file: every English text is its own key, and a plural gives its singular in the call', () => {
    expect(localeFile(namespace, 'en')).toBeNull();
  });

  it.each(LANGUAGES)('exist in %s, with the English placeholders, and none is left over', (language) => {
    expect(problems(namespace, language)).toEqual([]);
  });
});
