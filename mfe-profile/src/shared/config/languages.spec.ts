import { LANGUAGES, languageName } from './languages';

it('offers the 8 languages of the settings with their codes', () => {
  expect(LANGUAGES.map((l) => `${l.name}:${l.code}`)).toEqual([
    'English:en',
    'Spanish:es',
    'Chinese:zh',
    'Portuguese:pt',
    'French:fr',
    'German:de',
    'Italian:it',
    'Romanian:ro',
  ]);
  expect(languageName('ro')).toBe('Romanian');
});
