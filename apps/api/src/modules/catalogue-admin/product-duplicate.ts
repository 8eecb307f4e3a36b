import type { ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { CATALOGUE_LIMITS } from "@shop/domain/catalogue";
import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/errors.js";
import { withTransactionRetry } from "../../lib/transaction-retry.js";
import { freeHandleFrom } from "./handles.js";
import { drawColourNumbers, drawInternalEans } from "./internal-codes.js";
import { logPriceChanges, sizeLabel } from "./price-log.js";
import { refreshProductPrices } from "./product-prices.js";
import { writeProductEvents, type Actor } from "./product-revision.js";
import { refreshSearchText } from "./product-search-text.js";
import { mappingConflicts } from "./unique-violations.js";
import { getProductEditor } from "./product-editor.js";

/**
 * A copy of a product, as a new draft: its fields, « (copie) » after its title, a handle of its own, its categories
 * (hand order apart), its colours under new colour numbers (`drawColourNumbers`) and its sizes with new internal EANs, their
 * prices and promos, no stock, no reference. Pictures and « Ensemble » links are not copied: the copy is a starting
 * point the merchant completes. Returns the copy as the editor loads it.
 */
export async function duplicateProduct(db: Db, sourceId: number, actor: Actor): Promise<ProductEditor> {
  const copyId = await mappingConflicts(() =>
    withTransactionRetry(db, async (tx) => {
      const source = await tx.execute<{ titleFr: string }>(sql`select title_fr as "titleFr" from products where id = ${sourceId}`);
      const sourceTitle = source.rows[0]?.titleFr;
      if (sourceTitle === undefined) throw notFound(M.productNotFound);
      const title = `${sourceTitle.slice(0, CATALOGUE_LIMITS.titleMax - 9)} (copie)`;
      const handle = await freeHandleFrom(tx, title);
      const copy = await tx.execute<{ id: number }>(sql`
        insert into products (title_fr, title_ar, description_fr, description_ar, article_type, gender, age_group, division,
                              activity, attributes, price, promo_price, sale_price, status, handle, seo_title_fr, seo_title_ar,
                              seo_description_fr, seo_description_ar, revision, updated_by_name)
        select ${title}, title_ar, description_fr, description_ar, article_type, gender, age_group, division, activity,
               attributes, 0, null, 0, 'draft', ${handle}, seo_title_fr, seo_title_ar, seo_description_fr, seo_description_ar,
               1, ${actor.name}
          from products where id = ${sourceId}
        returning id`);
      const productId = copy.rows[0]!.id;
      await tx.execute(sql`
        insert into product_categories (category_id, product_id, is_primary)
        select category_id, ${productId}, is_primary from product_categories where product_id = ${sourceId}`);

      const colours = await tx.execute<{ id: number; colorNo: string; nameFr: string }>(sql`
        select id, color_no as "colorNo", color_name as "nameFr" from variations where product_id = ${sourceId} order by position, id`);
      const numbers = await drawColourNumbers(tx, colours.rows.length);
      for (const [index, colour] of colours.rows.entries()) {
        const created = await tx.execute<{ id: number }>(sql`
          insert into variations (product_id, color_no, color_name, color_name_ar, color_hex, search_color, style, position)
          select ${productId}, ${numbers[index]!}, color_name, color_name_ar, color_hex, search_color, style, position
            from variations where id = ${colour.id}
          returning id`);
        const sizes = await tx.execute<{ size: string }>(sql`select size from skus where variation_id = ${colour.id} order by position, id`);
        const eans = await drawInternalEans(tx, sizes.rows.length);
        const copied = await tx.execute<{ id: number; size: string; price: number; plannedPromoPrice: number | null }>(sql`
          insert into skus (variation_id, size, ean, stock, price, promo_price, planned_promo_price, promo_start, promo_end,
                            is_active, position)
          select ${created.rows[0]!.id}, s.size, e.ean, 0, s.price, s.promo_price, s.planned_promo_price, s.promo_start,
                 s.promo_end, s.is_active, s.position
            from skus s join unnest(${sql.param(sizes.rows.map((row) => row.size))}::text[], ${sql.param(eans)}::text[]) as e(size, ean)
              on e.size = s.size
           where s.variation_id = ${colour.id}
          returning id, size, price, planned_promo_price as "plannedPromoPrice"`);
        await logPriceChanges(
          tx,
          copied.rows.map((sku) => ({
            skuId: sku.id,
            productId,
            label: sizeLabel(title, colour.nameFr, sku.size),
            before: null,
            after: { price: sku.price, promo: sku.plannedPromoPrice },
          })),
          actor,
        );
      }
      await refreshProductPrices(tx, [productId]);
      await refreshSearchText(tx, [productId]);
      await writeProductEvents(tx, productId, 1, actor, [
        { field: "created", before: null, after: `${title}, copie de « ${sourceTitle} » (n° ${sourceId})` },
      ]);
      return productId;
    }),
  );
  return getProductEditor(db, copyId);
}
