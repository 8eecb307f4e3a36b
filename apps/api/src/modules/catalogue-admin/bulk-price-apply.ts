import {
  BULK_PRICE_MESSAGES as M,
  type BulkApplyResult,
  type BulkPreviewRow,
  type BulkPricesApply,
} from "@shop/domain/contract/admin-bulk-prices";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { productEvents } from "../../db/schema.js";
import { badRequest, conflict } from "../../lib/errors.js";
import { withTransactionRetry } from "../../lib/transaction-retry.js";
import { lockSelectedProducts, planBulkPrices, previewToken, readSelection, type SelectedSku } from "./bulk-price-plan.js";
import { changedFields, dateText, moneyText } from "./history-text.js";
import { logPriceChanges, sizeLabel } from "./price-log.js";
import { refreshProductPrices } from "./product-prices.js";
import type { Actor, ProductEvent } from "./product-revision.js";

/** Rows of history per insert: four columns' worth of changes for 5,000 sizes stays under PostgreSQL's 65,535 parameters. */
const EVENTS_PER_INSERT = 2_000;

/** A size's prices as its history writes them, the grid's field names (`size.<colorNo>.<size>.price`). */
const historyText = (prices: { price: number; promoPrice: number | null; promoStart: string | null; promoEnd: string | null }) => ({
  price: moneyText(prices.price),
  promoPrice: moneyText(prices.promoPrice),
  promoStart: dateText(prices.promoStart),
  promoEnd: dateText(prices.promoEnd),
});

/** Writes the changed sizes in one statement: price, planned promo with its window, and the promo in force now. */
async function writeSizes(tx: Tx, rows: BulkPreviewRow[]): Promise<void> {
  const after = rows.map((row) => row.after!);
  await tx.execute(sql`
    update skus s
       set price = u.price, planned_promo_price = u.planned, promo_start = u.start_at, promo_end = u.end_at,
           promo_price = u.in_force
      from unnest(${sql.param(rows.map((row) => row.skuId))}::int[], ${sql.param(after.map((a) => a.price))}::int[],
                  ${sql.param(after.map((a) => a.promoPrice))}::int[], ${sql.param(after.map((a) => a.promoStart))}::timestamptz[],
                  ${sql.param(after.map((a) => a.promoEnd))}::timestamptz[],
                  ${sql.param(after.map((a) => (a.promoInForce ? a.promoPrice : null)))}::int[])
           as u(id, price, planned, start_at, end_at, in_force)
     where s.id = u.id`);
}

/**
 * Moves each changed product to its next revision, saved by `actor` now, with one line of history per field of
 * each size changed, as a save of the grid writes them (`commitProductChange`, for many products at once). An
 * editor open on one of them is then refused its save (409 STALE_REVISION) and shown who changed the prices.
 */
async function commitProducts(tx: Tx, rows: BulkPreviewRow[], skus: Map<number, SelectedSku>, actor: Actor): Promise<number[]> {
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const bumped = await tx.execute<{ id: number; revision: number }>(sql`
    update products set revision = revision + 1, updated_at = now(), updated_by_name = ${actor.name}
     where id = any(${sql.param(productIds)}::int[]) returning id, revision`);
  const revisions = new Map(bumped.rows.map((row) => [row.id, row.revision]));
  const events = rows.flatMap((row) => {
    const sku = skus.get(row.skuId)!;
    const fields: ProductEvent[] = changedFields(historyText(row.before), historyText(row.after!), `size.${sku.colorNo}.${sku.size}.`);
    return fields.map((event) => ({
      ...event,
      productId: row.productId,
      revision: revisions.get(row.productId)!,
      actorId: actor.id,
      actorName: actor.name,
    }));
  });
  for (let start = 0; start < events.length; start += EVENTS_PER_INSERT) {
    await tx.insert(productEvents).values(events.slice(start, start + EVENTS_PER_INSERT));
  }
  await refreshProductPrices(tx, productIds);
  return productIds;
}

/**
 * Applies a previewed bulk change, all in one transaction: the selection's products are locked (in id order, as the
 * editor and the promo schedule lock them), then its sizes; the token is worked out again from what is found, and a
 * price moved since the preview refuses the whole apply (409 STALE_PREVIEW) before anything is written. The sizes
 * the preview showed refused are left as they are; every other size that changes is written, logged in the price
 * log (source « bulk »), and its product's revision and history move. Nothing to change is a 400.
 */
export async function applyBulkPrices(db: Db, request: BulkPricesApply, actor: Actor, now = new Date()): Promise<BulkApplyResult> {
  return withTransactionRetry(db, async (tx) => {
    await lockSelectedProducts(tx, request.selection);
    const skus = await readSelection(tx, request.selection, true);
    if (previewToken(request, skus) !== request.token) throw conflict("STALE_PREVIEW", M.stalePreview);
    const rows = planBulkPrices(skus, request.operation, now);
    const changed = rows.filter((row) => row.changed);
    if (changed.length === 0) throw badRequest(M.nothingToChange);
    const bySku = new Map(skus.map((sku) => [sku.skuId, sku]));
    await writeSizes(tx, changed);
    await logPriceChanges(
      tx,
      changed.map((row) => {
        const sku = bySku.get(row.skuId)!;
        return {
          skuId: row.skuId,
          productId: row.productId,
          label: sizeLabel(sku.title, sku.colour, sku.size),
          before: { price: row.before.price, promo: row.before.promoPrice },
          after: { price: row.after!.price, promo: row.after!.promoPrice },
        };
      }),
      actor,
      "bulk",
    );
    const products = await commitProducts(tx, changed, bySku, actor);
    return { changed: changed.length, products: products.length, refused: rows.filter((row) => row.refusal !== null).length };
  });
}
