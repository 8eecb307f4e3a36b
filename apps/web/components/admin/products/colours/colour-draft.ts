import {
  algiersLocalToIso,
  promoInForce,
  withOnePrice,
  withPricesChangedBy,
  withPromoForAll,
  type PricedSize,
} from "@shop/domain/catalogue";
import {
  UpdateColourSchema,
  type EditorColour,
  type EditorSku,
  type UpdateColour,
  type UpdateColourInput,
} from "@shop/domain/contract/admin-catalogue";

/**
 * A colour as its panel edits it: the colour's fields and one row per size, every cell the text of its input, so
 * that nothing typed is lost to a number conversion, a refused save or a reload. It is turned into the API's body
 * (`UpdateColourSchema`, the same schema the API parses) only when saved.
 */
export type DraftRow = {
  /** Stable across edits: the size's id, or a local one for a row added in the grid. */
  key: string;
  id?: number;
  size: string;
  ean: string;
  sku: string;
  price: string;
  promoPrice: string;
  promoStart: string;
  promoEnd: string;
  stock: string;
  /** The stock the grid was loaded with: the save moves the stock by what was typed, not over units sold since. */
  loadedStock?: number;
  active: boolean;
  /** An existing size taken out of the grid: kept on screen, struck through, until the colour is saved. */
  removed: boolean;
};

export type ColourFields = Pick<EditorColour, "colorNo" | "nameFr" | "nameAr" | "hex" | "searchColor">;
export type ColourDraft = ColourFields & { rows: DraftRow[] };

export const COLOUR_FIELDS = ["colorNo", "nameFr", "nameAr", "hex", "searchColor"] as const satisfies readonly (keyof ColourFields)[];
export const ROW_FIELDS = [
  "size",
  "ean",
  "sku",
  "price",
  "promoPrice",
  "promoStart",
  "promoEnd",
  "stock",
  "active",
] as const satisfies readonly (keyof DraftRow)[];
export type RowField = (typeof ROW_FIELDS)[number];

function rowOf(sku: EditorSku): DraftRow {
  return {
    key: `sku-${sku.id}`,
    id: sku.id,
    size: sku.size,
    ean: sku.ean,
    sku: sku.sku ?? "",
    price: String(sku.price),
    promoPrice: sku.promoPrice === null ? "" : String(sku.promoPrice),
    promoStart: sku.promoStart ?? "",
    promoEnd: sku.promoEnd ?? "",
    stock: String(sku.stock),
    loadedStock: sku.stock,
    active: sku.active,
    removed: false,
  };
}

export function draftOf(colour: EditorColour): ColourDraft {
  return {
    colorNo: colour.colorNo,
    nameFr: colour.nameFr,
    nameAr: colour.nameAr,
    hex: colour.hex,
    searchColor: colour.searchColor,
    rows: colour.skus.map(rowOf),
  };
}

let newRows = 0;

/** A blank size row, priced like the last one so that adding a size is usually one field to type. */
export function newRow(like?: DraftRow): DraftRow {
  newRows += 1;
  return {
    key: `new-${newRows}`,
    size: "",
    ean: "",
    sku: "",
    price: like?.price ?? "",
    promoPrice: "",
    promoStart: "",
    promoEnd: "",
    stock: "0",
    active: true,
    removed: false,
  };
}

const blankToNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** The rows the save sends, in the grid's order: a size's index here is the index of the API's `skus.N.field` errors. */
export const sentRows = (draft: ColourDraft) => draft.rows.filter((row) => !row.removed);

export function bodyOf(draft: ColourDraft, revision: number): UpdateColourInput {
  return {
    colorNo: draft.colorNo,
    nameFr: draft.nameFr,
    nameAr: draft.nameAr,
    hex: draft.hex,
    searchColor: draft.searchColor,
    revision,
    skus: sentRows(draft).map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      size: row.size,
      ean: row.ean,
      sku: row.sku,
      // Blank: « Le prix est obligatoire » rather than the schema coercing it to 0 DA.
      price: row.price.trim() || undefined,
      promoPrice: row.promoPrice.trim(),
      promoStart: blankToNull(row.promoStart),
      promoEnd: blankToNull(row.promoEnd),
      stock: row.stock.trim() || undefined,
      ...(row.loadedStock === undefined ? {} : { loadedStock: row.loadedStock }),
      active: row.active,
    })),
  };
}

/**
 * Errors keyed by where the panel shows them: a colour field by its name (`nameFr`), a cell by its row's key and
 * field (`sku-12.ean`); anything else (`skus`, `revision`) under `_`. `fields` are the API's dotted paths.
 */
export function errorsByCell(draft: ColourDraft, fields: Record<string, string>): Record<string, string> {
  const rows = sentRows(draft);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const cell = /^skus\.(\d+)\.(\w+)$/.exec(path);
    const row = cell ? rows[Number(cell[1])] : undefined;
    const key = cell && row ? `${row.key}.${cell[2]}` : (COLOUR_FIELDS as readonly string[]).includes(path) ? path : "_";
    errors[key] ??= message;
  }
  return errors;
}

/** The draft checked by the API's own schema: the body to send, or the errors to show on their cells. */
export function validateDraft(
  draft: ColourDraft,
  revision: number,
): { ok: true; body: UpdateColour } | { ok: false; errors: Record<string, string> } {
  const parsed = UpdateColourSchema.safeParse(bodyOf(draft, revision));
  if (parsed.success) return { ok: true, body: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
  return { ok: false, errors: errorsByCell(draft, fields) };
}

/** The cells that differ from the saved colour (`sku-12.price`, `nameFr`…): what the grid highlights. */
export function changedCells(draft: ColourDraft, saved: EditorColour): Set<string> {
  const base = draftOf(saved);
  const changed = new Set<string>();
  for (const field of COLOUR_FIELDS) if (draft[field].trim() !== base[field].trim()) changed.add(field);
  const before = new Map(base.rows.map((row) => [row.key, row]));
  for (const row of draft.rows) {
    const old = before.get(row.key);
    if (row.removed) changed.add(`${row.key}.removed`);
    for (const field of ROW_FIELDS) {
      const value = row[field];
      if (!old || (typeof value === "string" ? value.trim() !== String(old[field]).trim() : value !== old[field]))
        changed.add(`${row.key}.${field}`);
    }
  }
  return changed;
}

/** How many things the save would change: each changed colour field, each size changed, added or removed. */
export function pendingChanges(draft: ColourDraft, saved: EditorColour): number {
  const changed = changedCells(draft, saved);
  const fields = COLOUR_FIELDS.filter((field) => changed.has(field)).length;
  const rows = draft.rows.filter((row) => [...changed].some((cell) => cell.startsWith(`${row.key}.`))).length;
  return fields + rows;
}

const numberOrNull = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

/**
 * One of the domain's bulk edits (`withOnePrice`…) applied to the sizes still in the grid. A row whose price is not
 * a number yet is left out of an edit that reads the price (`readsPrice`), and keeps what was typed.
 */
function applyBulk(draft: ColourDraft, edit: (sizes: PricedSize[]) => PricedSize[], readsPrice: boolean): ColourDraft {
  const targets = draft.rows.filter((row) => !row.removed && (!readsPrice || numberOrNull(row.price) !== null));
  const sizes = targets.map<PricedSize>((row) => ({
    price: numberOrNull(row.price) ?? 0,
    promoPrice: numberOrNull(row.promoPrice),
    promoStart: blankToNull(row.promoStart),
    promoEnd: blankToNull(row.promoEnd),
  }));
  const edited = new Map(edit(sizes).map((size, index) => [targets[index]!.key, size]));
  return {
    ...draft,
    rows: draft.rows.map((row) => {
      const size = edited.get(row.key);
      if (!size) return row;
      return {
        ...row,
        price: size.price === (numberOrNull(row.price) ?? 0) ? row.price : String(size.price),
        promoPrice: size.promoPrice === null ? "" : String(size.promoPrice),
        promoStart: size.promoStart ?? "",
        promoEnd: size.promoEnd ?? "",
      };
    }),
  };
}

export const bulkOnePrice = (draft: ColourDraft, price: number) => applyBulk(draft, (sizes) => withOnePrice(sizes, price), false);
export const bulkPercent = (draft: ColourDraft, percent: number) =>
  applyBulk(draft, (sizes) => withPricesChangedBy(sizes, percent), true);
export const bulkPromo = (draft: ColourDraft, promo: Parameters<typeof withPromoForAll>[1]) =>
  applyBulk(draft, (sizes) => withPromoForAll(sizes, promo), false);

export type PromoState = "now" | "planned" | "over" | null;

/**
 * Whether a size's promo is charged now: the API's word for a saved row (`promoInForce`), the domain's rule on what
 * is typed for a row being edited; planned when it starts later, over when its end has passed.
 */
export function promoState(row: DraftRow, saved: EditorSku | undefined, now = new Date()): PromoState {
  const price = numberOrNull(row.promoPrice);
  if (price === null) return null;
  const unchanged =
    saved !== undefined &&
    saved.promoPrice === price &&
    (saved.promoStart ?? "") === row.promoStart &&
    (saved.promoEnd ?? "") === row.promoEnd;
  const start = row.promoStart ? (algiersLocalToIso(row.promoStart) ?? null) : null;
  const end = row.promoEnd ? (algiersLocalToIso(row.promoEnd) ?? null) : null;
  const inForce = unchanged ? saved.promoInForce : promoInForce(price, { start, end }, now) !== null;
  if (inForce) return "now";
  if (start !== null && Date.parse(start) > now.getTime()) return "planned";
  return end !== null && Date.parse(end) <= now.getTime() ? "over" : null;
}
