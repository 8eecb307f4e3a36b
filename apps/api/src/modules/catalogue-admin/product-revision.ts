import { formatMessage } from "@shop/domain/api-messages";
import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import type { ProductStatus } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { productEvents } from "../../db/schema.js";
import { AppError, notFound } from "../../lib/errors.js";
import { formatAlgiersDateTime } from "./history-text.js";
import { refreshProductPrices } from "./product-prices.js";
import { refreshSearchText } from "./product-search-text.js";

/** Who saves: the member of staff signed in. */
export type Actor = { id: string; name: string };

/** One line of a product's history: a field, before → after as the back office shows them. */
export type ProductEvent = { field: string; before: string | null; after: string | null };

export type LockedProduct = {
  id: number;
  revision: number;
  status: ProductStatus;
  titleFr: string;
  updatedAt: Date;
  updatedByName: string | null;
};

/**
 * Locks the product's row for the rest of the transaction and checks the revision the form was loaded at. Every
 * write of the editor starts here, so two saves of one product run one after the other: the second finds the
 * revision the first wrote and is refused (409 STALE_REVISION), naming who saved and when, before anything is
 * written. The row is locked before its sizes, as checkout locks sizes only: no lock cycle with it.
 */
export async function lockProduct(tx: Tx, productId: number, revision: number): Promise<LockedProduct> {
  const result = await tx.execute<LockedProduct>(sql`
    select id, revision, status, title_fr as "titleFr", updated_at as "updatedAt", updated_by_name as "updatedByName"
      from products where id = ${productId} for update`);
  const product = result.rows[0];
  if (!product) throw notFound(M.productNotFound);
  if (product.revision !== revision) {
    const message = formatMessage(M.staleRevision, {
      name: product.updatedByName ?? M.someoneOnTheTeam,
      date: formatAlgiersDateTime(new Date(product.updatedAt)),
    });
    throw new AppError(409, "STALE_REVISION", message);
  }
  return product;
}

/** The product a colour belongs to, locked and checked as `lockProduct` does. */
export async function lockProductOfColour(tx: Tx, colourId: number, revision: number): Promise<LockedProduct> {
  const result = await tx.execute<{ productId: number }>(
    sql`select product_id as "productId" from variations where id = ${colourId}`,
  );
  const productId = result.rows[0]?.productId;
  if (productId === undefined) throw notFound(M.colourNotFound);
  const product = await lockProduct(tx, productId, revision);
  // The colour may have gone while the product's lock was awaited.
  const still = await tx.execute(sql`select 1 from variations where id = ${colourId} and product_id = ${productId}`);
  if (still.rows.length === 0) throw notFound(M.colourNotFound);
  return product;
}

/**
 * Ends a save: when something changed, the product moves to the next revision, saved by `actor` now, with one line
 * of history per field; its prices (from its sizes) and search text (titles, categories, colours) are written again.
 * A save that changed nothing leaves the product as it was. Returns the revision the product is at.
 */
export async function commitProductChange(
  tx: Tx,
  product: LockedProduct,
  actor: Actor,
  events: ProductEvent[],
): Promise<number> {
  if (events.length === 0) return product.revision;
  const revision = product.revision + 1;
  await tx.execute(sql`
    update products set revision = ${revision}, updated_at = now(), updated_by_name = ${actor.name}
     where id = ${product.id}`);
  await writeProductEvents(tx, product.id, revision, actor, events);
  await refreshProductPrices(tx, [product.id]);
  await refreshSearchText(tx, [product.id]);
  return revision;
}

export async function writeProductEvents(
  tx: Tx,
  productId: number,
  revision: number,
  actor: Actor,
  events: ProductEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(productEvents).values(
    events.map((event) => ({ productId, revision, ...event, actorId: actor.id, actorName: actor.name })),
  );
}
