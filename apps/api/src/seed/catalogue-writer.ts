import { productCategories, products, skus, variationLinks, variations } from "../db/schema/catalog.js";
import type { CategoryIndex } from "./category-rows.js";
import { setKey, type ImageSet } from "./images/image-files.js";
import { categoryLinksOf } from "./product-categories.js";
import type { PlanGroup, ProductRow, SkuRow, VariationRow } from "./product-plan.js";
import { searchTextOf } from "./search-text.js";
import { insertRows, type SeedWriter } from "./seed-db.js";

type Buffers = {
  products: ProductRow[];
  variations: VariationRow[];
  skus: SkuRow[];
  categories: (typeof productCategories.$inferInsert)[];
  links: (typeof variationLinks.$inferInsert)[];
};

const empty = (): Buffers => ({ products: [], variations: [], skus: [], categories: [], links: [] });

/**
 * Collects planned products into row buffers and writes them table by table (parents first), so that each
 * flush is a handful of bulk INSERTs. Also counts what it wrote and gathers the image sets the catalogue uses.
 */
export function createCatalogueWriter(db: SeedWriter, index: CategoryIndex) {
  let buffers = empty();
  const totals = { products: 0, variations: 0, skus: 0, ensembles: 0 };
  const imageSets = new Map<string, ImageSet>();
  return {
    totals,
    imageSets: () => [...imageSets.values()],
    pending: () => buffers.products.length,
    add(group: PlanGroup): void {
      for (const plan of group.products) {
        const links = categoryLinksOf(plan, index);
        buffers.products.push({ ...plan.row, searchText: searchTextOf(plan, links, index) });
        for (const { slug, isPrimary } of links) {
          buffers.categories.push({ categoryId: index.idOf(slug), productId: plan.row.id, isPrimary });
        }
        for (const variation of plan.variations) {
          buffers.variations.push(variation.row);
          buffers.skus.push(...variation.skus);
          imageSets.set(setKey(variation.image), variation.image);
        }
      }
      for (const [variationId, linkedVariationId] of group.links) {
        buffers.links.push({ variationId, linkedVariationId });
      }
      if (group.links.length > 0) totals.ensembles++;
    },
    async flush(): Promise<void> {
      const batch = buffers;
      buffers = empty();
      await insertRows(db, products, batch.products);
      await insertRows(db, variations, batch.variations);
      await insertRows(db, skus, batch.skus);
      await insertRows(db, productCategories, batch.categories);
      await insertRows(db, variationLinks, batch.links);
      totals.products += batch.products.length;
      totals.variations += batch.variations.length;
      totals.skus += batch.skus.length;
    },
  };
}
