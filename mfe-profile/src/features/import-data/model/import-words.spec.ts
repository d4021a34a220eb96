import { changeLanguage } from '@chairside/ui';
import { addedInWords, filesProblem } from './import-steps';

describe("the import's counts in another language", () => {
  afterAll(() => changeLanguage('en'));

  it('take the plural form and the digit grouping of the language', async () => {
    await changeLanguage('de');
    expect(addedInWords(1200, 1)).toBe('1.200 Einträge und 1 Wiegung');
    await changeLanguage('ro');
    expect(addedInWords(1, 5)).toBe('1 înregistrare și 5 cântăriri');
    expect(addedInWords(20, 0)).toBe('20 de înregistrări și 0 cântăriri');
    expect(filesProblem([1, 2, 3, 4, 5].map((i) => ({ name: `${i}.csv`, size: 1 })))).toBe(
      'Alegeți cel mult 4 fișiere odată.',
    );
  });
});
