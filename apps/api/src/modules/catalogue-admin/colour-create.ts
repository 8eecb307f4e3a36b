import { CATALOGUE_LIMITS } from "@shop/domain/catalogue";
import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import type { CreateColour, ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { skus, variations } from "../../db/schema.js";
import { conflict } from "../../lib/errors.js";
import { withTransactionRetry } from "../../lib/transaction-retry.js";
import { drawInternalEans, styleCodeOf } from "./internal-codes.js";
import { logPriceChanges, sizeLabel } from "./price-log.js";
import { commitProductChange, lockProduct, type Actor } from "./product-revision.js";
import { colorNoTaken, mappingConflicts } from "./unique-violations.js";
import { getProductEditor } from "./product-editor.js";

/**
 * A new colour of a product with one size per size given, in that order: each with an internal EAN (the merchant
 * types the maker's barcode in the grid later), the given price, no stock. The colour number is unique in the shop
 * (409 on `colorNo`); the style code is the product's. Returns the product as the editor loads it.
 */
export async function createColour(db: Db, productId: number, colour: CreateColour, actor: Actor): Promise<ProductEditor> {
  await mappingConflicts(() =>
    withTransactionRetry(db, async (tx) => {
      const product = await lockProduct(tx, productId, colour.revision);
      const existing = await tx.execute<{ n: number; position: number | null }>(sql`
        select count(*)::int as n, max(position) as position from variations where product_id = ${productId}`);
      const { n, position } = existing.rows[0]!;
      if (n >= CATALOGUE_LIMITS.coloursPerProduct) {
        throw conflict("TOO_MANY_COLOURS", M.coloursTooMany, { colorNo: M.coloursTooMany });
      }
      const taken = await tx.execute(sql`select 1 from variations where color_no = ${colour.colorNo}`);
      if (taken.rows.length > 0) throw colorNoTaken();

      const [variation] = await tx
        .insert(variations)
        .values({
          productId,
          colorNo: colour.colorNo,
          colorName: colour.nameFr,
          colorNameAr: colour.nameAr,
          colorHex: colour.hex,
          searchColor: colour.searchColor,
          style: await styleCodeOf(tx, productId),
          position: (position ?? -1) + 1,
        })
        .returning({ id: variations.id });
      const eans = await drawInternalEans(tx, colour.sizes.length);
      const created = await tx
        .insert(skus)
        .values(
          colour.sizes.map((size, index) => ({
            variationId: variation!.id,
            size,
            ean: eans[index]!,
            price: colour.price,
            stock: 0,
            position: index,
          })),
        )
        .returning({ id: skus.id, size: skus.size });
      await logPriceChanges(
        tx,
        created.map((sku) => ({
          skuId: sku.id,
          productId,
          label: sizeLabel(product.titleFr, colour.nameFr, sku.size),
          before: null,
          after: { price: colour.price, promo: null },
        })),
        actor,
      );
      return commitProductChange(tx, product, actor, [
        { field: "colour.added", before: null, after: `${colour.nameFr} (${colour.colorNo}) : ${colour.sizes.join(", ")}` },
      ]);
    }),
  );
  return getProductEditor(db, productId);
}
