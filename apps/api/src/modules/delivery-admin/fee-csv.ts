import type { DeliveryMethod } from "@shop/domain/constants";
import {
  DELIVERY_LIMITS,
  DELIVERY_MESSAGES as M,
  FEE_CSV_COLUMNS,
  FEE_CSV_FREE,
  FEE_CSV_UNAVAILABLE,
  type FeeCell,
  type FeeCsvChange,
  type FeeCsvError,
  type FeeCsvResult,
} from "@shop/domain/contract/admin-delivery";
import type { Db } from "../../db/client.js";
import { AppError, badRequest, conflict } from "../../lib/errors.js";
import { CSV_SEPARATOR, CsvSyntaxError, readCsvRecords, writeCsv } from "../../lib/csv.js";
import type { Actor } from "./delivery-journal.js";
import { cellOf, feeGridBasis, getFeeGrid, lockFeeGrid, methodLabel, sameCell, stateNames, storedCells, writeCells } from "./fee-grid.js";

/**
 * The fee grid as a spreadsheet, one row per wilaya, and back (decision 0069). A file read back is checked whole
 * before anything is written: every bad cell is named by its line and column, and a file with one is applied not at
 * all. Without `apply` the answer is a preview (what would change, line by line); with it, the same check, then every
 * change in one transaction, refused when the grid moved since the preview the merchant saw (`basis`).
 */

const METHODS = [
  { method: "home-delivery", prefix: "domicile" },
  { method: "stopdesk-delivery", prefix: "stopdesk" },
] as const satisfies readonly { method: DeliveryMethod; prefix: string }[];

const priceText = (cell: FeeCell): string | number =>
  cell.mode === "unavailable" ? FEE_CSV_UNAVAILABLE : cell.mode === "free" ? FEE_CSV_FREE : cell.price;

export async function exportFeeGrid(db: Db): Promise<{ fileName: string; body: string }> {
  const grid = await getFeeGrid(db);
  const rows: (string | number)[][] = [
    [...FEE_CSV_COLUMNS],
    ...grid.rows.map((row) => [
      row.stateId,
      row.name,
      ...[row.home, row.stopDesk].flatMap((cell) => [priceText(cell), cell.minDays, cell.maxDays]),
    ]),
  ];
  return { fileName: "frais-de-livraison.csv", body: writeCsv(rows, CSV_SEPARATOR) };
}

/** The file's text, refused when it is not UTF-8 (a spreadsheet's « CSV » in Windows-1252 would garble names). */
export function decodeFeeCsv(bytes: Buffer): string {
  if (bytes.length > DELIVERY_LIMITS.csvBytesMax) throw new AppError(413, "FILE_TOO_LARGE", M.csvTooLarge);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(M.csvEncoding, { file: M.csvEncoding });
  }
}

const normalize = (text: string) =>
  text
    .trim()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();

type Parsed = { stateId: number; method: DeliveryMethod; mode: FeeCell["mode"]; price: number | null; minDays: number | null; maxDays: number | null; line: number };

function readInteger(text: string, min: number, max: number): number | undefined {
  if (!/^\d{1,6}$/.test(text.replace(/[\s\u00a0\u202f]/g, ""))) return undefined;
  const value = Number(text.replace(/[\s\u00a0\u202f]/g, ""));
  return value >= min && value <= max ? value : undefined;
}

/** Every line's cells, checked; every problem with its line and column. */
function parseFile(text: string): { cells: Parsed[]; errors: FeeCsvError[] } {
  let rows: { line: number; cells: string[] }[];
  try {
    rows = readCsvRecords(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw badRequest(M.csvQuote, { file: M.csvQuote });
    throw error;
  }
  const [header, ...lines] = rows;
  if (!header || lines.length === 0) throw badRequest(M.csvEmpty, { file: M.csvEmpty });
  const names = header.cells.map(normalize);
  const missing = FEE_CSV_COLUMNS.filter((column) => column !== "nom" && !names.includes(column));
  const errors: FeeCsvError[] = missing.map((column) => ({ line: header.line, column, message: M.csvColumnMissing(column) }));
  if (errors.length > 0) return { cells: [], errors };
  const at = (cells: string[], column: string) => (cells[names.indexOf(column)] ?? "").trim();
  const seen = new Map<number, number>();
  const parsed: Parsed[] = [];
  for (const { line, cells } of lines) {
    const code = at(cells, "wilaya");
    const stateId = readInteger(code, 1, 58);
    if (stateId === undefined) {
      errors.push({ line, column: "wilaya", message: M.csvStateUnknown(code) });
      continue;
    }
    const first = seen.get(stateId);
    if (first !== undefined) {
      errors.push({ line, column: "wilaya", message: M.csvStateTwice(first) });
      continue;
    }
    seen.set(stateId, line);
    for (const { method, prefix } of METHODS) {
      const priceCell = normalize(at(cells, `${prefix}_prix`));
      const mode = priceCell === FEE_CSV_UNAVAILABLE ? "unavailable" : priceCell === FEE_CSV_FREE || priceCell === "0" ? "free" : "price";
      const price = mode === "price" ? readInteger(priceCell, 1, DELIVERY_LIMITS.priceMax) : null;
      if (price === undefined) errors.push({ line, column: `${prefix}_prix`, message: M.csvPriceInvalid });
      const days = ["min", "max"].map((bound) => {
        const column = `${prefix}_jours_${bound}`;
        const value = at(cells, column);
        // An unavailable method may leave its days blank: they stay as they were.
        if (value === "" && mode === "unavailable") return null;
        const read = readInteger(value, 0, DELIVERY_LIMITS.daysMax);
        if (read === undefined) errors.push({ line, column, message: M.daysInvalid });
        return read;
      });
      const [minDays, maxDays] = days;
      if (typeof minDays === "number" && typeof maxDays === "number" && maxDays < minDays)
        errors.push({ line, column: `${prefix}_jours_max`, message: M.daysOrder });
      if (price === undefined || minDays === undefined || maxDays === undefined) continue;
      parsed.push({ stateId, method, mode, price, minDays, maxDays, line });
    }
  }
  return { cells: parsed, errors };
}

/** Preview, or apply everything (nothing when a line is bad or the grid moved since `basis`). */
export async function importFeeGrid(
  db: Db,
  text: string,
  options: { apply: boolean; basis: string | undefined; actor: Actor },
): Promise<FeeCsvResult> {
  const { cells, errors } = parseFile(text);
  return db.transaction(async (tx) => {
    if (options.apply) await lockFeeGrid(tx);
    const [stored, states, basis] = await Promise.all([storedCells(tx), stateNames(tx), feeGridBasis(tx)]);
    const names = new Map(states.map((state) => [state.id, state.name]));
    const changes: (FeeCsvChange & { label: string })[] = [];
    let unchanged = 0;
    for (const cell of cells) {
      const before = cellOf(stored.get(`${cell.stateId}:${cell.method}`));
      const after: FeeCell = {
        mode: cell.mode,
        price: cell.mode === "free" ? 0 : (cell.price ?? before.price),
        minDays: cell.minDays ?? before.minDays,
        maxDays: cell.maxDays ?? before.maxDays,
      };
      if (sameCell(before, after)) {
        unchanged += 1;
        continue;
      }
      const name = names.get(cell.stateId) ?? String(cell.stateId);
      const label = `${name} (${cell.stateId}), ${methodLabel(cell.method)}`;
      changes.push({ line: cell.line, stateId: cell.stateId, name, method: cell.method, before, after, label });
    }
    const view = (status: FeeCsvResult["status"], at: string): FeeCsvResult => ({
      status,
      changes: changes.map(({ label: _label, ...change }) => change),
      unchanged,
      errors,
      basis: at,
    });
    if (!options.apply) return view("preview", basis);
    if (errors.length > 0) {
      // The one error shape: each bad cell as a field named by its line and column.
      const fields = Object.fromEntries(errors.map((error) => [`ligne ${error.line}, ${error.column}`, error.message]));
      throw new AppError(400, "CSV_HAS_ERRORS", M.csvHasErrors, fields);
    }
    if (options.basis !== undefined && options.basis !== basis) throw conflict("FEE_GRID_CHANGED", M.csvStale, { file: M.csvStale });
    await writeCells(tx, changes, options.actor, " (import CSV)");
    return view("applied", await feeGridBasis(tx));
  });
}
