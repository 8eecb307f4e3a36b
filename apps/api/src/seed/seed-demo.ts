import { getTableName, sql } from "drizzle-orm";
import { categories, products, skus, variations } from "../db/schema/catalog.js";
import { writeProductDocuments } from "../modules/catalog/product-documents.js";
import { buildCategoryRows } from "./category-rows.js";
import { createCatalogueWriter } from "./catalogue-writer.js";
import { renderCampaignImages } from "./images/campaign-images.js";
import { renderProductImages } from "./images/render-images.js";
import { planCatalogue } from "./plan-catalogue.js";
import { seedAnnouncements } from "./seed-announcements.js";
import { seedFacetValueNames } from "./facet-value-names.js";
import { insertRows, thousands, type SeedDatabase, type SeedWriter } from "./seed-db.js";
import { seedOffers } from "./seed-offers.js";

export type SeedOptions = {
  products: number;
  seed: number;
  images: boolean;
  mediaDir: string;
  log: (line: string) => void;
};
/** Rows written, and image files written by this call (0 when they already existed or `images` is off). */
export type SeedResult = { products: number; variations: number; skus: number; images: number };

/** The catalogue tables hold rows although there are no products: the seed would clash with their ids. */
export class CatalogueNotEmptyError extends Error {
  constructor() {
    super("Le catalogue a des lignes sans produits : videz ses tables avant de lancer la démo.");
    this.name = "CatalogueNotEmptyError";
  }
}

/** Products written per flush: about 30,000 rows over five tables. */
const FLUSH_EVERY = 1000;
/** Key of the transaction-scoped advisory lock that makes concurrent seeders wait for each other. */
const SEED_LOCK = 7_426_001;

/** True when the catalogue already has products. */
export async function isSeeded(db: SeedWriter): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).limit(1);
  return row !== undefined;
}

async function assertEmptyCatalogue(db: SeedWriter): Promise<void> {
  for (const table of [categories, variations, skus]) {
    const [row] = await db.select({ id: table.id }).from(table).limit(1);
    if (row) throw new CatalogueNotEmptyError();
  }
}

/** products.price / promo_price / sale_price from their SKUs, in one statement. */
async function refreshProductPrices(db: SeedWriter): Promise<void> {
  await db.execute(sql`
    update products p
       set price = s.price, promo_price = s.promo_price, sale_price = s.sale_price
      from (select v.product_id, min(k.price) as price, min(k.promo_price) as promo_price,
                   min(coalesce(k.promo_price, k.price)) as sale_price
              from skus k join variations v on v.id = k.variation_id
             group by v.product_id) s
     where p.id = s.product_id`);
}

/** Ids were written explicitly; move each serial sequence past them. */
async function resetSequences(db: SeedWriter): Promise<void> {
  for (const table of [categories, products, variations, skus]) {
    await db.execute(sql`
      select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), coalesce(max(id), 1), max(id) is not null)
        from ${table}`);
  }
}

/**
 * Writes the deterministic demo catalogue — categories, products, variations, SKUs, their category links,
 * « Ensemble » links, announcements and offers — in one transaction, then (with `images`) the product
 * shots and campaign images under `mediaDir`. Does nothing on a database that already has products.
 */
export async function seedDemo(db: SeedDatabase, options: SeedOptions): Promise<SeedResult> {
  const { log } = options;
  const none: SeedResult = { products: 0, variations: 0, skus: 0, images: 0 };
  if (await isSeeded(db)) {
    log("Le catalogue contient déjà des produits : rien à faire.");
    return none;
  }
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isSeeded(tx)) return null;
    await assertEmptyCatalogue(tx);
    const index = buildCategoryRows();
    await insertRows(tx, categories, index.rows);
    log(`Catégories : ${index.rows.length}`);

    const writer = createCatalogueWriter(tx, index);
    for (const group of planCatalogue(options.products, options.seed, now)) {
      writer.add(group);
      if (writer.pending() >= FLUSH_EVERY) {
        await writer.flush();
        log(`Produits : ${thousands(writer.totals.products)} / ${thousands(options.products)}`);
      }
    }
    await writer.flush();
    log(`Produits : ${thousands(writer.totals.products)} / ${thousands(options.products)}`);
    await refreshProductPrices(tx);
    await resetSequences(tx);
    const announcementCount = await seedAnnouncements(tx);
    await seedFacetValueNames(tx);
    const offerCount = await seedOffers(tx);
    log(`Annonces : ${announcementCount}, offres : ${offerCount}, ensembles : ${writer.totals.ensembles}`);
    // Last: a product's document shows its prices, links and Arabic names, all written by now.
    const documents = await writeProductDocuments(tx, { onlyIfBehind: false });
    log(`Pages produit : ${thousands(documents)}`);

    let images = 0;
    if (options.images) {
      images = await renderProductImages(writer.imageSets(), options.mediaDir, log);
      images += await renderCampaignImages(options.mediaDir);
    }
    const { products: productCount, variations: variationCount, skus: skuCount } = writer.totals;
    return { products: productCount, variations: variationCount, skus: skuCount, images };
  });
  if (!result) {
    log("Un autre processus vient de créer le catalogue : rien à faire.");
    return none;
  }
  await analyzeCatalogue(db);
  return result;
}

/**
 * Fresh planner statistics for every table the seed just wrote. Autovacuum analyses new tables only after a
 * while; until then PostgreSQL plans on empty-table estimates, and reads by id ran hundreds of times slower on a
 * freshly loaded 100,000-product catalogue. Any bulk write (an import, a stock update) ends the same way, before
 * it returns.
 */
export async function analyzeCatalogue(db: SeedDatabase): Promise<void> {
  await db.execute(sql`
    analyze categories, products, variations, variation_links, skus, product_categories, announcements, offers,
            product_documents`);
}
