/**
 * RFC 4180 CSV. A cell a spreadsheet would run as a formula (=, +, -, @, tab, return at the start)
 * gets a leading apostrophe: the user's own text must not become a formula in their own spreadsheet.
 */
export function* csvLines(rows: readonly Record<string, unknown>[], columns: readonly string[]): Generator<string> {
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return '';
    let s = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
    if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  yield `${columns.join(',')}\r\n`;
  for (const r of rows) yield `${columns.map((c) => cell(r[c])).join(',')}\r\n`;
}

/** `JSON.stringify(rows, null, 2)` and a newline, one row at a time. */
export function* jsonArrayLines(rows: readonly unknown[]): Generator<string> {
  if (rows.length === 0) return yield '[]\n';
  yield '[\n';
  for (let i = 0; i < rows.length; i++)
    yield `  ${JSON.stringify(rows[i], null, 2).replace(/\n/g, '\n  ')}${i < rows.length - 1 ? ',' : ''}\n`;
  yield ']\n';
}
