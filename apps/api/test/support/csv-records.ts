import { readFileSync } from "node:fs";
import type { ParsedFile } from "../../src/modules/catalogue-files/foreign/index.js";

/** A comma-separated file as the import reads it: header, then records with the line each starts on. */
export function readCsvRecords(text: string, separator = ","): ParsedFile {
  const source = text.replace(/^\uFEFF/, "");
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
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
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i += 1;
      cells.push(cell);
      rows.push({ line: start, cells });
      cells = [];
      cell = "";
      line += 1;
      start = line;
    } else cell += char;
  }
  if (cell !== "" || cells.length > 0) rows.push({ line: start, cells: [...cells, cell] });
  const [header, ...records] = rows;
  return { header: header?.cells ?? [], records };
}

export function readFixture(name: string): ParsedFile {
  return readCsvRecords(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8"));
}
