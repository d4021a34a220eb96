import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    const csv = toCsv(
      [
        { a: 'plain', b: 1.5 },
        { a: 'with, comma', b: null },
        { a: 'say "hi"\nthen go', b: 0 },
        { a: '=HYPERLINK("x")', b: -3 },
      ],
      ['a', 'b'],
    );
    expect(csv).toBe('a,b\r\nplain,1.5\r\n"with, comma",\r\n"say ""hi""\nthen go",0\r\n"\'=HYPERLINK(""x"")",-3\r\n');
  });
});
