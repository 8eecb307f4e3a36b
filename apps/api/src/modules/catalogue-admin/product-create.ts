import type { ProductFields, ProductEditor } from "@shop/domain/contract/admin-catalogue";
import type { Db } from "../../db/client.js";
import { products } from "../../db/schema.js";
import { withTransactionRetry } from "../../lib/transaction-retry.js";
import { assertHandleFree, freeHandleFrom } from "./handles.js";
import { loadCategories, writeProductCategories } from "./product-categories.js";
import { productColumns } from "./product-fields.js";
import { refreshSearchText } from "./product-search-text.js";
import { writeProductEvents, type Actor } from "./product-revision.js";
import { mappingConflicts } from "./unique-violations.js";
import { getProductEditor } from "./product-editor.js";

/**
 * A new product, as a draft at revision 1: its fields, its handle (the one given, else one made from the French
 * title), its categories with their ancestors, its search text. Prices are 0 until it has sizes (the columns take no
 * null; `refreshProductPrices` writes them with its first colour). Returns the product as the editor loads it.
 */
export async function createProduct(db: Db, fields: ProductFields, actor: Actor): Promise<ProductEditor> {
  const productId = await mappingConflicts(() =>
    withTransactionRetry(db, async (tx) => {
      const categories = await loadCategories(tx);
      if (fields.handle !== "") await assertHandleFree(tx, fields.handle, null);
      const handle = fields.handle || (await freeHandleFrom(tx, fields.titleFr));
      const [created] = await tx
        .insert(products)
        .values({
          ...productColumns(fields),
          handle,
          status: "draft",
          revision: 1,
          price: 0,
          promoPrice: null,
          salePrice: 0,
          updatedByName: actor.name,
        })
        .returning({ id: products.id });
      const productId = created!.id;
      await writeProductCategories(tx, productId, fields, categories);
      await refreshSearchText(tx, [productId]);
      await writeProductEvents(tx, productId, 1, actor, [{ field: "created", before: null, after: fields.titleFr }]);
      return productId;
    }),
  );
  return getProductEditor(db, productId);
}
