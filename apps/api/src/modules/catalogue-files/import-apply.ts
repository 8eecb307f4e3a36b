import { promoInForce } from "@shop/domain/catalogue";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { products, skus, variations } from "../../db/schema.js";
import { changedFields } from "../catalogue-admin/history-text.js";
import { drawInternalEans, styleCodeOf } from "../catalogue-admin/internal-codes.js";
import { logPriceChanges, sizeLabel, type PriceChange } from "../catalogue-admin/price-log.js";
import { writeProductCategories, type CategoryMap } from "../catalogue-admin/product-categories.js";
import { historyTextOf, readProductColumns } from "../catalogue-admin/product-fields.js";
import { refreshProductPrices } from "../catalogue-admin/product-prices.js";
import { writeProductEvents, type Actor, type ProductEvent } from "../catalogue-admin/product-revision.js";
import { refreshSearchText } from "../catalogue-admin/product-search-text.js";
import type { PlannedProduct, PlannedSku } from "./import-plan-types.js";

/** Raised when a product was saved since the preview: the import stops and nothing is applied. */
export class ChangedSincePreview extends Error {
  constructor(readonly handle: string) {
    super(`product ${handle} changed since the preview`);
    this.name = "ChangedSincePreview";
  }
}

const columnsOf = (product: PlannedProduct) => ({
  titleFr: product.fields.titleFr,
  titleAr: product.fields.titleAr,
  descriptionFr: product.fields.descriptionFr,
  descriptionAr: product.fields.descriptionAr,
  seoTitleFr: product.fields.seoTitleFr,
  seoTitleAr: product.fields.seoTitleAr,
  seoDescriptionFr: product.fields.seoDescriptionFr,
  seoDescriptionAr: product.fields.seoDescriptionAr,
  gender: product.fields.facets.gender,
  ageGroup: product.fields.facets.ageGroup,
  articleType: product.fields.facets.articleType,
  division: product.fields.facets.division,
  activity: product.fields.facets.activity,
  attributes: product.fields.facets.attributes,
});

type StoredPrice = { id: number; price: number; planned: number | null; stock: number };

/** A planned size as the table's columns (its promo price in force at `now` worked out, as the editor does). */
function skuColumns(sku: PlannedSku, now: Date) {
  return {
    size: sku.size,
    sku: sku.sku,
    price: sku.price,
    plannedPromoPrice: sku.promoPrice,
    promoPrice: promoInForce(sku.promoPrice, { start: sku.promoStart, end: sku.promoEnd }, now),
    promoStart: sku.promoStart === null ? null : new Date(sku.promoStart),
    promoEnd: sku.promoEnd === null ? null : new Date(sku.promoEnd),
    stock: sku.stock,
    isActive: sku.active,
  };
}

/** The changed sizes of one product written in one statement (each statement also runs the catalogue's triggers). */
async function updateSkus(tx: Tx, changed: readonly PlannedSku[], now: Date): Promise<void> {
  if (changed.length === 0) return;
  const rows = changed.map((sku) => ({ id: sku.skuId!, ean: sku.ean, ...skuColumns(sku, now) }));
  const column = <T,>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  await tx.execute(sql`
    update skus s set size = u.size, ean = u.ean, sku = u.sku, price = u.price, planned_promo_price = u.planned,
           promo_price = u.promo, promo_start = u.starts, promo_end = u.ends, stock = u.stock, is_active = u.active
      from unnest(${column((row) => row.id)}::int[], ${column((row) => row.size)}::text[], ${column((row) => row.ean)}::text[],
                  ${column((row) => row.sku)}::text[], ${column((row) => row.price)}::int[],
                  ${column((row) => row.plannedPromoPrice)}::int[], ${column((row) => row.promoPrice)}::int[],
                  ${column((row) => row.promoStart?.toISOString() ?? null)}::timestamptz[],
                  ${column((row) => row.promoEnd?.toISOString() ?? null)}::timestamptz[],
                  ${column((row) => row.stock)}::int[], ${column((row) => row.isActive)}::boolean[])
           as u(id, size, ean, sku, price, planned, promo, starts, ends, stock, active)
     where s.id = u.id`);
}

/**
 * Writes one product of the plan inside the import's transaction, as the catalogue editor would: the product (a new
 * one as given, a stored one locked and checked against the revision the preview read), its categories with their
 * ancestors, its colours and sizes (blank EANs drawn as internal ones, stock set as the file says), one line of the
 * price log per price that moves (source « import »), and one revision with its history. `pictureUrls` are the
 * addresses of the pictures brought in before the transaction, by file name. Returns the product's id.
 */
export async function applyPlannedProduct(
  tx: Tx,
  product: PlannedProduct,
  context: { actor: Actor; fileName: string; categories: CategoryMap; pictureUrls: Map<string, string>; now: Date },
): Promise<number> {
  const { actor } = context;
  const events: ProductEvent[] = [];
  let productId: number;
  let revision: number;
  const columns = columnsOf(product);
  if (product.productId === null) {
    const [created] = await tx
      .insert(products)
      .values({ ...columns, handle: product.handle, status: product.status, revision: 1, price: 0, promoPrice: null, salePrice: 0, updatedByName: actor.name })
      .returning({ id: products.id });
    productId = created!.id;
    revision = 1;
    events.push({ field: "created", before: null, after: product.fields.titleFr });
    await writeProductCategories(tx, productId, product, context.categories);
  } else {
    productId = product.productId;
    const locked = await tx.execute<{ revision: number; status: string }>(sql`
      select revision, status from products where id = ${productId} for update`);
    if (locked.rows[0]?.revision !== product.revision) throw new ChangedSincePreview(product.handle);
    revision = product.revision + 1;
    if (product.changed) {
      const before = await readProductColumns(tx, productId);
      events.push(
        ...changedFields({ ...historyTextOf(before), status: locked.rows[0]!.status }, { ...historyTextOf(columns), status: product.status }),
      );
      await tx.execute(sql`
        update products set title_fr = ${columns.titleFr}, title_ar = ${columns.titleAr},
               description_fr = ${columns.descriptionFr}, description_ar = ${columns.descriptionAr},
               gender = ${columns.gender}, age_group = ${columns.ageGroup}, article_type = ${columns.articleType},
               division = ${columns.division}, activity = ${columns.activity},
               attributes = ${JSON.stringify(columns.attributes)}::jsonb, status = ${product.status}
         where id = ${productId}`);
      await writeProductCategories(tx, productId, product, context.categories);
    }
  }

  const changedSkus = product.colours.flatMap((colour) => colour.skus).filter((sku) => sku.skuId !== null && sku.changed);
  const stored =
    changedSkus.length === 0
      ? new Map<number, StoredPrice>()
      : new Map(
          (
            await tx.execute<StoredPrice>(sql`
              select id, price, planned_promo_price as planned, stock from skus
               where id = any(${sql.param(changedSkus.map((sku) => sku.skuId!))}::int[])`)
          ).rows.map((row) => [row.id, row]),
        );
  const newSkus = product.colours.flatMap((colour) => colour.skus).filter((sku) => sku.skuId === null && sku.ean === "");
  const drawn = await drawInternalEans(tx, newSkus.length);
  const internal = new Map(newSkus.map((sku, index) => [sku, drawn[index]!]));
  const prices: PriceChange[] = [];
  let added = 0;
  // Positions and the style code are read only when something is added (most imports change prices and stock).
  const addsColours = product.colours.some((colour) => colour.colourId === null);
  let nextPosition = addsColours
    ? ((await tx.execute<{ position: number | null }>(sql`select max(position) as position from variations where product_id = ${productId}`)).rows[0]
        ?.position ?? -1) + 1
    : 0;
  const style = addsColours ? await styleCodeOf(tx, productId) : "";

  for (const colour of product.colours) {
    const images = colour.pictures?.map((picture) => (picture.source === "kept" ? picture.url : context.pictureUrls.get(picture.name)!));
    let colourId: number;
    if (colour.colourId === null) {
      const [created] = await tx
        .insert(variations)
        .values({
          productId,
          colorNo: colour.colorNo,
          colorName: colour.nameFr,
          colorNameAr: colour.nameAr,
          colorHex: colour.hex,
          searchColor: colour.searchColor,
          style,
          images: images ?? [],
          imageAlts: (images ?? []).map(() => ({ fr: "", ar: "" })),
          position: nextPosition++,
        })
        .returning({ id: variations.id });
      colourId = created!.id;
      events.push({ field: "colour.added", before: null, after: `${colour.nameFr} (${colour.colorNo}) : ${colour.skus.map((sku) => sku.size).join(", ")}` });
    } else {
      colourId = colour.colourId;
      if (colour.changed) {
        await tx.execute(sql`
          update variations set color_name = ${colour.nameFr}, color_name_ar = ${colour.nameAr}, color_hex = ${colour.hex}
           where id = ${colourId}`);
        if (images) {
          await tx.execute(sql`
            update variations set images = ${sql.param(images)}::text[],
                   image_alts = ${JSON.stringify(images.map(() => ({ fr: "", ar: "" })))}::jsonb
             where id = ${colourId}`);
          events.push({ field: `pictures.${colour.colorNo}`, before: null, after: colour.pictures!.map((picture) => picture.name).join(", ") });
        }
      }
    }
    const created = colour.skus.filter((sku) => sku.skuId === null);
    if (created.length > 0) {
      const highest =
        colour.colourId === null
          ? null
          : (await tx.execute<{ position: number | null }>(sql`select max(position) as position from skus where variation_id = ${colourId}`)).rows[0]
              ?.position;
      const first = (highest ?? -1) + 1;
      const rows = await tx
        .insert(skus)
        .values(
          created.map((sku, index) => ({
            ...skuColumns(sku, context.now),
            variationId: colourId,
            ean: sku.ean || internal.get(sku)!,
            position: first + index,
          })),
        )
        .returning({ id: skus.id });
      created.forEach((sku, index) =>
        prices.push({
          skuId: rows[index]!.id,
          productId,
          label: sizeLabel(product.fields.titleFr, colour.nameFr, sku.size),
          before: null,
          after: { price: sku.price, promo: sku.promoPrice },
        }),
      );
      added += created.length;
    }
    for (const sku of colour.skus.filter((planned) => planned.skuId !== null && planned.changed)) {
      const before = stored.get(sku.skuId!);
      if (before)
        prices.push({
          skuId: sku.skuId!,
          productId,
          label: sizeLabel(product.fields.titleFr, colour.nameFr, sku.size),
          before: { price: before.price, promo: before.planned },
          after: { price: sku.price, promo: sku.promoPrice },
        });
    }
  }
  await updateSkus(tx, changedSkus, context.now);
  const changed = changedSkus.length;
  await logPriceChanges(tx, prices, actor, "import");
  events.push({ field: "import", before: null, after: `${context.fileName} : ${added} taille(s) ajoutée(s), ${changed} modifiée(s)` });
  if (product.productId !== null)
    await tx.execute(sql`update products set revision = ${revision}, updated_at = now(), updated_by_name = ${actor.name} where id = ${productId}`);
  await writeProductEvents(tx, productId, revision, actor, events);
  return productId;
}

/** After every product of the import: their prices (from their sizes) and search text written again, in batches. */
export async function refreshImported(tx: Tx, productIds: readonly number[]): Promise<void> {
  for (let start = 0; start < productIds.length; start += 500) {
    const batch = productIds.slice(start, start + 500);
    await refreshProductPrices(tx, batch);
    await refreshSearchText(tx, batch);
  }
}
