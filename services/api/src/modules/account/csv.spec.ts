import { csvLines, jsonArrayLines } from './csv';

const toCsv = (rows: Record<string, unknown>[], columns: string[]) => [...csvLines(rows, columns)].join('');

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

describe('jsonArrayLines', () => {
  it('writes what JSON.stringify(rows, null, 2) writes, a row at a time', () => {
    const rows = [
      { a: 'line\nbreak', b: [1, { c: null }] },
      { a: '', b: [] },
      { a: 'é 😀', b: { d: true } },
    ];
    for (const r of [rows, rows.slice(0, 1), []])
      expect([...jsonArrayLines(r)].join('')).toBe(`${JSON.stringify(r, null, 2)}\n`);
  });
});
