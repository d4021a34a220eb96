/** A file that cannot be read as a CSV export at all; `row` is 1-based, the header being row 1. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly row: number,
  ) {
    super(message);
  }
}

/** One record of the file and the row number a spreadsheet would show for it (header = 1). */
export interface CsvRecord {
  row: number;
  cells: string[];
}

/**
 * RFC 4180 records: comma-separated, fields in double quotes may hold commas, quotes ("") and line
 * breaks; CRLF or LF; a UTF-8 byte order mark is dropped. Records are numbered, not lines, so a
 * quoted line break does not shift the row numbers a member compares with their spreadsheet.
 */
export function readCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (src.includes('\u0000')) throw new ImportFileError('is not a text file (it holds binary data)', 1);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteOpenedIn = 0;
  let row = 0;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    row += 1;
    // Blank lines (a trailing newline, a gap) are not rows of the export, but keep their number.
    if (!(cells.length === 1 && cell.trim() === '')) records.push({ row, cells });
    cells = [];
    cell = '';
  };
  while (i < src.length) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      quoteOpenedIn = row + 1;
      cell = '';
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      endRecord();
      if (ch === '\r' && src[i + 1] === '\n') i += 1;
    } else cell += ch;
    i += 1;
  }
  if (quoted) throw new ImportFileError('has a quote that is never closed', quoteOpenedIn);
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
