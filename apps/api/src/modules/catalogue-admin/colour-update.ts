import { formatMessage } from "@shop/domain/api-messages";
import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import type { UpdateColour, ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { variations } from "../../db/schema.js";
import { badRequest, conflict } from "../../lib/errors.js";
import { withTransactionRetry } from "../../lib/transaction-retry.js";
import { moveStock, type StockMove } from "../stock/stock-moves.js";
import { changedFields } from "./history-text.js";
import { drawInternalEans } from "./internal-codes.js";
import { logPriceChanges, sizeLabel, type PriceChange } from "./price-log.js";
import { commitProductChange, lockProductOfColour, type Actor, type ProductEvent } from "./product-revision.js";
import { sizeAdded, sizeEvents, sizeRemoved, skuChanged, valuesOf, type StoredSku } from "./sku-grid.js";
import { insertSizes, lockColourSizes, readColour, writeSkuValues, type StoredColour } from "./colour-rows.js";
import { sizesInUse } from "./sku-references.js";
import { asConflict, colorNoTaken, mappingConflicts, uniqueViolationOf } from "./unique-violations.js";
import { getProductEditor } from "./product-editor.js";

/** A race lost on an EAN or a reference: a 409 on the row that holds it, as the check before writing gives. */
function gridConflict(body: UpdateColour) {
  return (error: unknown) => {
    const violation = uniqueViolationOf(error);
    const index = body.skus.findIndex((row) => row.ean === violation?.value || row.sku === violation?.value);
    if (violation?.constraint === "skus_ean_key" && index >= 0)
      return conflict("EAN_TAKEN", M.eanTaken, { [`skus.${index}.ean`]: M.eanTaken });
    if (violation?.constraint === "skus_sku_key" && index >= 0)
      return conflict("SKU_TAKEN", M.skuTaken, { [`skus.${index}.sku`]: M.skuTaken });
    return asConflict(error);
  };
}

/** Refuses EANs and references another colour's sizes hold, each on its row. */
async function assertCodesFree(tx: Tx, colourId: number, body: UpdateColour): Promise<void> {
  const eans = body.skus.map((row) => row.ean).filter((ean) => ean !== "");
  const refs = body.skus.map((row) => row.sku).filter((ref): ref is string => ref !== null);
  const taken = await tx.execute<{ ean: string; sku: string | null }>(sql`
    select ean, sku from skus where variation_id <> ${colourId}
       and (ean = any(${sql.param(eans)}::text[]) or sku = any(${sql.param(refs)}::text[]))`);
  if (taken.rows.length === 0) return;
  const fields: Record<string, string> = {};
  body.skus.forEach((row, index) => {
    if (taken.rows.some((other) => other.ean === row.ean)) fields[`skus.${index}.ean`] = M.eanTaken;
    if (row.sku !== null && taken.rows.some((other) => other.sku === row.sku)) fields[`skus.${index}.sku`] = M.skuTaken;
  });
  const eanTaken = Object.keys(fields).some((key) => key.endsWith(".ean"));
  throw conflict(eanTaken ? "EAN_TAKEN" : "SKU_TAKEN", eanTaken ? M.eanTaken : M.skuTaken, fields);
}

/** Refuses rows whose id is not one of this colour's sizes (or comes twice); returns the ids kept. */
function keptIds(body: UpdateColour, stored: StoredSku[]): Set<number> {
  const kept = new Set<number>();
  body.skus.forEach((row, index) => {
    if (row.id === undefined) return;
    if (!stored.some((sku) => sku.id === row.id) || kept.has(row.id)) {
      throw badRequest(M.sizeUnknown, { [`skus.${index}.id`]: M.sizeUnknown });
    }
    kept.add(row.id);
  });
  return kept;
}

/** Deletes the sizes left out of the grid, unless an order, a cart or an offer names one (409 on the first). */
async function removeLeftOut(tx: Tx, removed: StoredSku[]): Promise<void> {
  const inUse = await sizesInUse(tx, removed.map((sku) => sku.id));
  if (inUse.length > 0) {
    const message = formatMessage(M.sizeInUse, { size: inUse[0]!.size });
    throw conflict("SIZE_IN_USE", message, { skus: message });
  }
  if (removed.length > 0) {
    await tx.execute(sql`delete from skus where id = any(${sql.param(removed.map((sku) => sku.id))}::int[])`);
  }
}

/** Writes the colour's own fields when they changed; returns their history. */
async function saveColourFields(tx: Tx, colour: StoredColour, body: UpdateColour): Promise<ProductEvent[]> {
  const { colorNo, nameFr, nameAr, hex, searchColor } = body;
  const events = changedFields(
    { colorNo: colour.colorNo, nameFr: colour.nameFr, nameAr: colour.nameAr, hex: colour.hex, searchColor: colour.searchColor },
    { colorNo, nameFr, nameAr, hex, searchColor },
    `colour.${colour.colorNo}.`,
  );
  if (events.length === 0) return events;
  if (colorNo !== colour.colorNo) {
    const taken = await tx.execute(sql`select 1 from variations where color_no = ${colorNo} and id <> ${colour.id}`);
    if (taken.rows.length > 0) throw colorNoTaken();
  }
  await tx
    .update(variations)
    .set({ colorNo, colorName: nameFr, colorNameAr: nameAr, colorHex: hex, searchColor })
    .where(eq(variations.id, colour.id));
  return events;
}

/** The grid's rows as sizes' values: a size saved with a blank EAN keeps its own, a new one gets an internal one. */
async function rowsOf(tx: Tx, body: UpdateColour, stored: StoredSku[], now: Date) {
  const rows = body.skus.map((row, index) => {
    const values = valuesOf(row, index, now);
    const before = stored.find((sku) => sku.id === row.id);
    if (before && values.ean === "") values.ean = before.ean;
    // Units sold since the grid was loaded stay sold: the save moves the stock by what the merchant typed.
    const delta = row.stock - (row.loadedStock ?? before?.stock ?? 0);
    return { delta, values, before };
  });
  const blank = rows.filter(({ values }) => values.ean === "");
  const drawn = await drawInternalEans(tx, blank.length);
  blank.forEach(({ values }, index) => (values.ean = drawn[index]!));
  return rows;
}

/**
 * Saves a colour and its whole grid of sizes in one transaction, on the revision the form was loaded at: the colour's
 * fields; rows with an id update that size (it must be this colour's), rows without one are new sizes, sizes left out
 * are deleted — unless an order, a cart or an offer names them (409 SIZE_IN_USE: the merchant makes them inactive).
 * Promo prices are stored as planned with their window, the one in force now written beside. Stock typed in the grid
 * moves through the stock screen's path (`moveStock`, reason « catalogue »), so it is in the stock's history — by the
 * difference typed when the row says what it was loaded with, so that orders placed meanwhile keep their units (taking
 * more than is left is refused, 409 OUT_OF_STOCK); each price or promo changed goes to the price log. Returns the
 * product as the editor loads it.
 */
export async function updateColour(
  db: Db,
  colourId: number,
  body: UpdateColour,
  actor: Actor,
  now = new Date(),
): Promise<ProductEditor> {
  const productId = await mappingConflicts(
    () =>
      withTransactionRetry(db, async (tx) => {
        const product = await lockProductOfColour(tx, colourId, body.revision);
        const colour = await readColour(tx, colourId);
        const stored = await lockColourSizes(tx, colourId);
        const kept = keptIds(body, stored);
        await assertCodesFree(tx, colourId, body);
        const removed = stored.filter((sku) => !kept.has(sku.id));
        await removeLeftOut(tx, removed);
        const events = await saveColourFields(tx, colour, body);
        events.push(...removed.map((sku) => sizeRemoved(colour.nameFr, sku.size)));

        const rows = await rowsOf(tx, body, stored, now);
        const edited = rows.flatMap(({ before, values }) => (before && skuChanged(before, values) ? [{ id: before.id, before, values }] : []));
        await writeSkuValues(tx, edited, stored);
        const inserted = await insertSizes(tx, colourId, rows.filter((row) => !row.before).map((row) => row.values));

        const prices: PriceChange[] = [];
        const moves: StockMove[] = [];
        rows.forEach(({ delta, values, before }, index) => {
          const skuId = before?.id ?? inserted[index]!;
          prices.push({
            skuId,
            productId: product.id,
            label: sizeLabel(product.titleFr, body.nameFr, values.size),
            before: before ? { price: before.price, promo: before.plannedPromoPrice } : null,
            after: { price: values.price, promo: values.plannedPromoPrice },
          });
          if (delta !== 0) moves.push({ skuId, delta, label: `la taille ${values.size}` });
          events.push(...(before ? sizeEvents(colour.colorNo, before, values, before.stock + delta) : [sizeAdded(body.nameFr, values.size)]));
        });
        await logPriceChanges(tx, prices, actor);
        await moveStock(tx, moves, { reason: "catalogue", actor });
        await commitProductChange(tx, product, actor, events);
        return product.id;
      }),
    gridConflict(body),
  );
  return getProductEditor(db, productId);
}
