import { algiersLocalToIso, promoInForce } from "@shop/domain/catalogue";
import type { SkuRow } from "@shop/domain/contract/admin-catalogue";
import { changedFields, dateText, moneyText } from "./history-text.js";
import type { ProductEvent } from "./product-revision.js";

/** A size as stored. */
export type StoredSku = {
  id: number;
  size: string;
  ean: string;
  sku: string | null;
  price: number;
  promoPrice: number | null;
  plannedPromoPrice: number | null;
  promoStart: string | null;
  promoEnd: string | null;
  stock: number;
  isActive: boolean;
  position: number;
};

/** What a size is written with (its stock moves apart, through `moveStock`). */
export type SkuValues = Omit<StoredSku, "id" | "stock">;

/** A row of the grid as a size's values: promo dates as instants, the promo price in force at `now` worked out. */
export function valuesOf(row: SkuRow, position: number, now: Date): SkuValues {
  const promoStart = row.promoStart === null ? null : algiersLocalToIso(row.promoStart)!;
  const promoEnd = row.promoEnd === null ? null : algiersLocalToIso(row.promoEnd)!;
  return {
    size: row.size,
    ean: row.ean,
    sku: row.sku,
    price: row.price,
    plannedPromoPrice: row.promoPrice,
    promoStart,
    promoEnd,
    promoPrice: promoInForce(row.promoPrice, { start: promoStart, end: promoEnd }, now),
    isActive: row.active,
    position,
  };
}

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/** Whether anything stored of the size differs from `values` (its stock apart). */
export function skuChanged(stored: StoredSku, values: SkuValues): boolean {
  return (
    stored.size !== values.size ||
    stored.ean !== values.ean ||
    stored.sku !== values.sku ||
    stored.price !== values.price ||
    stored.plannedPromoPrice !== values.plannedPromoPrice ||
    !sameInstant(stored.promoStart, values.promoStart) ||
    !sameInstant(stored.promoEnd, values.promoEnd) ||
    stored.promoPrice !== values.promoPrice ||
    stored.isActive !== values.isActive ||
    stored.position !== values.position
  );
}

/** A size's fields as the history writes them. */
function historyText(sku: Omit<StoredSku, "id" | "position" | "promoPrice">): Record<string, string | null> {
  return {
    size: sku.size,
    ean: sku.ean,
    sku: sku.sku,
    price: moneyText(sku.price),
    promoPrice: moneyText(sku.plannedPromoPrice),
    promoStart: dateText(sku.promoStart),
    promoEnd: dateText(sku.promoEnd),
    stock: String(sku.stock),
    active: sku.isActive ? "Oui" : "Non",
  };
}

/** The history of one size edited in the grid: `size.<colorNo>.<size>.<field>`, before → after. */
export function sizeEvents(colorNo: string, stored: StoredSku, values: SkuValues, stock: number): ProductEvent[] {
  return changedFields(historyText(stored), historyText({ ...values, stock }), `size.${colorNo}.${stored.size}.`);
}

/** The history of a size added or removed: « Noir · M ». */
export const sizeAdded = (colourName: string, size: string): ProductEvent => ({
  field: "size.added",
  before: null,
  after: `${colourName} · ${size}`,
});
export const sizeRemoved = (colourName: string, size: string): ProductEvent => ({
  field: "size.removed",
  before: `${colourName} · ${size}`,
  after: null,
});
