import type { ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { conflict } from "../../lib/errors.js";
import { withTransactionRetry } from "../../lib/transaction-retry.js";
import { readColour } from "./colour-rows.js";
import { commitProductChange, lockProductOfColour, type Actor } from "./product-revision.js";
import { sizesInUse } from "./sku-references.js";
import { getProductEditor } from "./product-editor.js";

/**
 * Deletes a colour, its sizes and « Ensemble » links, on the revision the form was loaded at. Refused (409) for the
 * last colour of a published product (shoppers would find it empty: archive it instead) and for a colour whose sizes
 * an order, a cart or an offer names (its sizes are made inactive instead). Its pictures' files stay where the
 * pictures' storage keeps them. Returns the product as the editor loads it.
 */
export async function deleteColour(
  db: Db,
  colourId: number,
  revision: number,
  actor: Actor,
): Promise<ProductEditor> {
  const saved = await withTransactionRetry(db, async (tx) => {
    const product = await lockProductOfColour(tx, colourId, revision);
    const colour = await readColour(tx, colourId);
    if (product.status === "published") {
      const others = await tx.execute(sql`select 1 from variations where product_id = ${product.id} and id <> ${colourId} limit 1`);
      if (others.rows.length === 0) throw conflict("LAST_COLOUR", M.lastColourPublished);
    }
    const sizes = await tx.execute<{ id: number }>(sql`select id from skus where variation_id = ${colourId} order by id for update`);
    if ((await sizesInUse(tx, sizes.rows.map((row) => row.id))).length > 0) throw conflict("COLOUR_IN_USE", M.colourInUse);
    await tx.execute(sql`delete from variations where id = ${colourId}`);
    const next = await commitProductChange(tx, product, actor, [
      { field: "colour.removed", before: `${colour.nameFr} (${colour.colorNo})`, after: null },
    ]);
    return { productId: product.id, revision: next };
  });
  return getProductEditor(db, saved.productId);
}
