/**
 * RFC 4180 CSV. A cell a spreadsheet would run as a formula (=, +, -, @, tab, return at the start)
 * gets a leading apostrophe: the user's own text must not become a formula in their own spreadsheet.
 */
export function toCsv(rows: readonly Record<string, unknown>[], columns: readonly string[]): string {
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return '';
    let s = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
    if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))].join('\r\n') + '\r\n';
}
