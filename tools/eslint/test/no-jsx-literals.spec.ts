import { Linter } from 'eslint';
import noJsxLiterals from '../no-jsx-literals.mjs';

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.jsx'],
    languageOptions: { sourceType: 'module' as const, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { chairside: noJsxLiterals },
    rules: { 'chairside/no-jsx-literals': 'error' as const },
  },
];
const lint = (code: string) => linter.verify(code, config, 'card.jsx').map((m) => m.message);

describe('chairside/no-jsx-literals', () => {
  it('refuses words written into JSX, as text, in a text prop or as a string expression', () => {
    expect(lint('<p>Save Entry</p>')).toEqual(['"Save Entry" is shown as written: pass it through t()']);
    expect(lint('<button aria-label="Close" />')).toEqual(['"Close" is shown as written: pass it through t()']);
    expect(lint("<Field label={'Calories'} />")).toEqual(['"Calories" is shown as written: pass it through t()']);
    expect(lint("<p>{'No entries yet'}</p>")).toEqual(['"No entries yet" is shown as written: pass it through t()']);
    expect(lint('<img alt={`Photo of ${name}`} />')).toEqual(['"Photo of …" is shown as written: pass it through t()']);
  });

  it('lets translated text, symbols, numbers, brand names and non-text props through', () => {
    expect(lint("<p>{t('Save Entry')} · 42 / {n}</p>")).toEqual([]);
    expect(lint('<p>Chairside</p>')).toEqual([]);
    expect(lint('<p> kcal </p>')).toEqual([]);
    expect(lint('<Box component="section" variant="outlined" data-testid="card" />')).toEqual([]);
  });
});
