import type { UpdateProduct, ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { products } from "../../db/schema.js";
import { withTransactionRetry } from "../../lib/transaction-retry.js";
import { changedFields } from "./history-text.js";
import { assertHandleFree } from "./handles.js";
import {
  categoryTitles,
  chosenCategories,
  listedCategories,
  loadCategories,
  writeProductCategories,
} from "./product-categories.js";
import { historyTextOf, productColumns, readProductColumns } from "./product-fields.js";
import { commitProductChange, lockProduct, type Actor, type ProductEvent } from "./product-revision.js";
import { mappingConflicts } from "./unique-violations.js";
import { getProductEditor } from "./product-editor.js";

/**
 * Saves the product form on the revision it was loaded at (else 409 STALE_REVISION, nothing written): its fields,
 * handle (a blank one keeps the current: addresses and files keep naming the product) and categories, with one line of
 * history per field changed. Returns the product as the editor loads it.
 */
export async function updateProduct(db: Db, productId: number, body: UpdateProduct, actor: Actor): Promise<ProductEditor> {
  await mappingConflicts(() =>
    withTransactionRetry(db, async (tx) => {
      const product = await lockProduct(tx, productId, body.revision);
      const categories = await loadCategories(tx);
      const before = await readProductColumns(tx, productId);
      const beforeCategories = await listedCategories(tx, productId);
      const handle = body.handle || before.handle;
      if (handle !== before.handle) await assertHandleFree(tx, handle, productId);

      const columns = productColumns(body);
      const events: ProductEvent[] = changedFields(
        { ...historyTextOf(before), handle: before.handle },
        { ...historyTextOf(columns), handle },
      );
      // Written only when changed: every write of the products table moves the catalogue's version.
      if (events.length > 0) await tx.update(products).set({ ...columns, handle }).where(eq(products.id, productId));

      await writeProductCategories(tx, productId, body, categories);
      const afterCategories = await listedCategories(tx, productId);
      const described = ({ listed, primaryId }: typeof beforeCategories) => ({
        categories: categoryTitles(chosenCategories(listed, primaryId, categories), categories),
        primaryCategory: categoryTitles(primaryId === null ? [] : [primaryId], categories),
      });
      events.push(...changedFields(described(beforeCategories), described(afterCategories)));
      return commitProductChange(tx, product, actor, events);
    }),
  );
  return getProductEditor(db, productId);
}
