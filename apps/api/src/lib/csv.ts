/** A small CSV reader and writer (RFC 4180 quoting), for the couriers' sheets and the merchant's exports. */

const BOM = "\uFEFF";

/** Semicolons: what a spreadsheet set to French reads as columns (decision 0021). */
export const CSV_SEPARATOR = ";";

function quote(value: string, separator: string): string {
  return /["\r\n]/.test(value) || value.includes(separator) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A text cell a spreadsheet would read as a formula (`=HYPERLINK(…)`, `+cmd|…`, `-2+3`, `@SUM(…)`, or one of those
 * behind a tab or a carriage return) is written behind an apostrophe, which the spreadsheet shows as text: a shopper
 * who types a formula as an address must not put a live one in the merchant's courier sheet (OWASP, « CSV
 * injection »). Numbers written as numbers are left as they are.
 */
export function neutralizeFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The byte-order mark a CSV file opens with, so spreadsheet software reads UTF-8 (accents, Arabic names). */
export const CSV_BOM = BOM;

/** One row as a CSV line (with its CRLF), text cells neutralised, for files written a batch of rows at a time. */
export function writeCsvRow(row: readonly (string | number)[], separator: string): string {
  const text = (cell: string | number) => (typeof cell === "number" ? String(cell) : neutralizeFormula(cell));
  return row.map((cell) => quote(text(cell), separator)).join(separator) + "\r\n";
}

/** Rows as CSV text, with a byte-order mark so spreadsheet software reads UTF-8 (accents, Arabic names). */
export function writeCsv(rows: (string | number)[][], separator: string): string {
  return BOM + rows.map((row) => writeCsvRow(row, separator)).join("");
}

/** The separator of a sheet: the first of `;`, `,` or tab found in its first line (`;` by default). */
export function detectSeparator(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? "";
  return [";", ",", "\t"].find((separator) => first.includes(separator)) ?? ";";
}

/** Parses CSV text into rows of cells (quoted cells may hold separators, quotes and line breaks). */
export function readCsv(text: string): string[][] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const separator = detectSeparator(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ""));
}

/** A CSV file that cannot be read: the line where it stops making sense. */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unclosed quote from line ${line}`);
    this.name = "CsvSyntaxError";
  }
}

/**
 * Parses CSV text (`,`, `;` or tab, found from its first line; a byte-order mark dropped) into records, each with
 * the line of the file it starts on, so a merchant is told which line of the spreadsheet to look at. Blank lines
 * are skipped. A quote opened and never closed throws `CsvSyntaxError` naming the line it was opened on.
 */
export function readCsvRecords(text: string): { line: number; cells: string[] }[] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const separator = detectSeparator(source);
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  let start = 1;
  const end = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== "")) records.push({ line: start, cells });
    cells = [];
    cell = "";
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === "") {
      quoted = true;
      quoteLine = line;
      cell = "";
    } else if (char === separator) {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i += 1;
      end();
      line += 1;
      start = line;
    } else cell += char;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (cell !== "" || cells.length > 0) end();
  return records;
}
