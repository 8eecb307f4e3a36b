import type { ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import type { ProductStatus } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import { withTransactionRetry } from "../../lib/transaction-retry.js";
import { STATUS_LABELS } from "./history-text.js";
import { commitProductChange, lockProduct, type Actor } from "./product-revision.js";
import { getProductEditor } from "./product-editor.js";

/**
 * Moves a product to draft, published or archived, with its line of history. Publishing needs a colour with at
 * least one size (409 PUBLISH_INCOMPLETE): a published product without one would show shoppers an empty page.
 * Returns the product as the editor loads it.
 */
export async function changeProductStatus(
  db: Db,
  productId: number,
  change: { status: ProductStatus; revision: number },
  actor: Actor,
): Promise<ProductEditor> {
  await withTransactionRetry(db, async (tx) => {
    const product = await lockProduct(tx, productId, change.revision);
    if (product.status === change.status) return product.revision;
    if (change.status === "published") {
      const sized = await tx.execute(sql`
        select 1 from variations v join skus s on s.variation_id = v.id where v.product_id = ${productId} limit 1`);
      if (sized.rows.length === 0) throw new AppError(409, "PUBLISH_INCOMPLETE", M.publishIncomplete, { status: M.publishIncomplete });
    }
    await tx.execute(sql`update products set status = ${change.status} where id = ${productId}`);
    return commitProductChange(tx, product, actor, [
      { field: "status", before: STATUS_LABELS[product.status], after: STATUS_LABELS[change.status] },
    ]);
  });
  return getProductEditor(db, productId);
}
