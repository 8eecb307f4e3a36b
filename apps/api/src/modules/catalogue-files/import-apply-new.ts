import { promoInForce } from "@shop/domain/catalogue";
import type { Tx } from "../../db/client.js";
import { productCategories, productEvents, products, skus, variations } from "../../db/schema.js";
import { drawInternalEans } from "../catalogue-admin/internal-codes.js";
import { logPriceChanges, sizeLabel, type PriceChange } from "../catalogue-admin/price-log.js";
import type { CategoryMap } from "../catalogue-admin/product-categories.js";
import type { Actor } from "../catalogue-admin/product-revision.js";
import { styleCodeFor } from "../../seed/codes.js";
import type { PlannedProduct } from "./import-plan-types.js";

type Context = { actor: Actor; fileName: string; categories: CategoryMap; pictureUrls: Map<string, string>; now: Date };

/** The chosen categories and their ancestors (what a category page lists a product under), the primary marked. */
function listedUnder(product: PlannedProduct, categories: CategoryMap): { categoryId: number; isPrimary: boolean }[] {
  const wanted = new Set<number>();
  for (const id of product.categoryIds)
    for (let at: number | null | undefined = id; at != null && !wanted.has(at); at = categories.get(at)?.parentId) wanted.add(at);
  return [...wanted].map((categoryId) => ({ categoryId, isPrimary: categoryId === product.primaryCategoryId }));
}

/**
 * New products of the plan written a batch at a time, inside the import's transaction: one statement per table for
 * the whole batch (products, their categories, colours, sizes, price log, history) rather than a dozen per product,
 * since every statement on the catalogue's tables also runs its version triggers. What is written is what the
 * editor writes for a product made by hand: a revision 1 with its history line, its categories with their
 * ancestors, internal EAN-13s for sizes without a barcode, the price log (source « import »). Returns their ids.
 */
export async function insertNewProducts(tx: Tx, batch: readonly PlannedProduct[], context: Context): Promise<number[]> {
  if (batch.length === 0) return [];
  const { actor } = context;
  const created = await tx
    .insert(products)
    .values(
      batch.map((product) => ({
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
        handle: product.handle,
        status: product.status,
        revision: 1,
        price: 0,
        promoPrice: null,
        salePrice: 0,
        updatedByName: actor.name,
      })),
    )
    .returning({ id: products.id, handle: products.handle });
  const idOf = new Map(created.map((row) => [row.handle, row.id]));

  await tx
    .insert(productCategories)
    .values(batch.flatMap((product) => listedUnder(product, context.categories).map((link) => ({ ...link, productId: idOf.get(product.handle)! }))));

  const colours = batch.flatMap((product) => product.colours.map((colour, position) => ({ product, colour, position })));
  const madeColours = await tx
    .insert(variations)
    .values(
      colours.map(({ product, colour, position }) => {
        const productId = idOf.get(product.handle)!;
        const images = (colour.pictures ?? []).map((picture) => (picture.source === "kept" ? picture.url : context.pictureUrls.get(picture.name)!));
        return {
          productId,
          colorNo: colour.colorNo,
          colorName: colour.nameFr,
          colorNameAr: colour.nameAr,
          colorHex: colour.hex,
          searchColor: colour.searchColor,
          style: styleCodeFor(productId % 900_000, 0),
          images,
          imageAlts: images.map(() => ({ fr: "", ar: "" })),
          position,
        };
      }),
    )
    .returning({ id: variations.id, colorNo: variations.colorNo });
  const colourIdOf = new Map(madeColours.map((row) => [row.colorNo, row.id]));

  const sizes = colours.flatMap(({ product, colour }) => colour.skus.map((sku, position) => ({ product, colour, sku, position })));
  const drawn = await drawInternalEans(tx, sizes.filter(({ sku }) => sku.ean === "").length);
  let next = 0;
  const madeSizes = await tx
    .insert(skus)
    .values(
      sizes.map(({ colour, sku, position }) => ({
        variationId: colourIdOf.get(colour.colorNo)!,
        size: sku.size,
        ean: sku.ean === "" ? drawn[next++]! : sku.ean,
        sku: sku.sku,
        price: sku.price,
        plannedPromoPrice: sku.promoPrice,
        promoPrice: promoInForce(sku.promoPrice, { start: sku.promoStart, end: sku.promoEnd }, context.now),
        promoStart: sku.promoStart === null ? null : new Date(sku.promoStart),
        promoEnd: sku.promoEnd === null ? null : new Date(sku.promoEnd),
        stock: sku.stock,
        isActive: sku.active,
        position,
      })),
    )
    .returning({ id: skus.id });
  const prices: PriceChange[] = sizes.map(({ product, colour, sku }, index) => ({
    skuId: madeSizes[index]!.id,
    productId: idOf.get(product.handle)!,
    label: sizeLabel(product.fields.titleFr, colour.nameFr, sku.size),
    before: null,
    after: { price: sku.price, promo: sku.promoPrice },
  }));
  await logPriceChanges(tx, prices, actor, "import");

  await tx.insert(productEvents).values(
    batch.flatMap((product) => {
      const productId = idOf.get(product.handle)!;
      const sizeCount = product.colours.reduce((sum, colour) => sum + colour.skus.length, 0);
      return [
        { field: "created", before: null, after: product.fields.titleFr },
        ...product.colours.map((colour) => ({
          field: "colour.added",
          before: null,
          after: `${colour.nameFr} (${colour.colorNo}) : ${colour.skus.map((sku) => sku.size).join(", ")}`,
        })),
        { field: "import", before: null, after: `${context.fileName} : ${sizeCount} taille(s) ajoutée(s), 0 modifiée(s)` },
      ].map((event) => ({ ...event, productId, revision: 1, actorId: actor.id, actorName: actor.name }));
    }),
  );
  return created.map((row) => row.id);
}
