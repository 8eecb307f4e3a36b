import { sql, type SQL } from "drizzle-orm";
import { gzipSync } from "node:zlib";
import type { AnyQueryable, Queryable } from "../../db/client.js";
import { batchedRead } from "../../db/batched-read.js";
import { preparedStatement } from "../../db/prepared.js";
import { GZIP } from "../../lib/serialized-body.js";
import { loadCategoryTree, withAncestors, type CategoryTree } from "./category-tree.js";
import { facetNameAr } from "./facet-names.js";
import { changedProducts } from "./product-index-refresh.js";

/** Key of the transaction-scoped advisory lock under which one process at a time writes the documents. */
const DOCUMENTS_LOCK = 7_426_002;
/**
 * Documents written per statement. Each is compressed on the event loop (about 50 µs; handing each one to the thread
 * pool cost ten times more in all), so a batch holds the API's other requests back for a few milliseconds only.
 */
const BATCH = 100;

/**
 * The JSON of product `p`'s page without its category (`ProductDetail` of the contract but `category`): its
 * texts, characteristics with their Arabic names, prices, and its colours with their sizes and « Ensemble » links.
 */
const documentJson = sql`json_build_object(
  'id', p.id, 'title', p.title_fr, 'titleFr', p.title_fr, 'titleAr', p.title_ar,
  'description', p.description_fr, 'descriptionAr', p.description_ar,
  'articleType', p.article_type, 'articleTypeAr', ${facetNameAr("articleType", "p.article_type")},
  'gender', p.gender, 'genderAr', ${facetNameAr("gender", "p.gender")},
  'ageGroup', p.age_group, 'ageGroupAr', ${facetNameAr("ageGroup", "p.age_group")},
  'division', p.division, 'activity', p.activity, 'activityAr', ${facetNameAr("rbu", "p.activity")},
  'attributes', p.attributes,
  'attributesAr', coalesce((select json_object_agg(a.key, n.name_ar order by a.key)
                              from jsonb_each_text(p.attributes) a
                              join facet_value_names n on n.facet = a.key and n.value = a.value and n.name_ar <> ''),
                           '{}'::json),
  'price', p.price, 'promoPrice', p.promo_price,
  'variations', coalesce((
    select json_agg(json_build_object(
             'id', v.id, 'colorNo', v.color_no, 'colorName', v.color_name, 'colorNameAr', v.color_name_ar,
             'colorHex', v.color_hex, 'searchColor', v.search_color, 'style', v.style, 'images', v.images,
             'sizes', coalesce((select json_agg(json_build_object(
                                         'size', s.size, 'sizeName', s.size,
                                         'sizeNameAr', ${facetNameAr("printSizeFr", "s.size")},
                                         'ean', s.ean, 'price', s.price, 'promoPrice', s.promo_price)
                                       order by s.position, s.id)
                                  from skus s where s.variation_id = v.id), '[]'::json),
             'linkedVariations', coalesce((select json_agg(json_build_object(
                                                  'productId', lv.product_id, 'colorNo', lv.color_no,
                                                  'colorName', lv.color_name, 'colorNameAr', lv.color_name_ar,
                                                  'title', lp.title_fr, 'titleAr', lp.title_ar,
                                                  'image', lv.images[1])
                                                order by lv.product_id, lv.id)
                                           from variation_links l
                                           join variations lv on lv.id = l.linked_variation_id
                                           join products lp on lp.id = lv.product_id and lp.is_published
                                          where l.variation_id = v.id), '[]'::json))
           order by v.position, v.id)
      from variations v where v.product_id = p.id), '[]'::json)
)`;

const primaryCategory = sql`(select pc.category_id from product_categories pc
                               where pc.product_id = p.id and pc.is_primary limit 1)`;

type Built = { body: string; primaryCategoryId: number | null };
/** A document as written: compressed, with a catalogue version it holds at (the current one when read). */
type Written = { gzip: Buffer; version: number };

/** The whole page: the category (with its parent and grandparent, as the tree has them) put in front. */
export function withCategory(tree: CategoryTree, { body, primaryCategoryId }: Built): string {
  const primary = primaryCategoryId === null ? undefined : tree.byId.get(primaryCategoryId);
  return `{"category":${JSON.stringify(primary ? withAncestors(tree, primary) : null)},${body.slice(1)}`;
}

/**
 * The page of a published product: its document, already compressed, while nothing it shows changed since it was
 * written (one row read by key, `documentHolds`); else its JSON built from the catalogue's tables, without its category, for
 * the caller to add (`withCategory`). Null when there is no such published product.
 */
export async function readProductDocument(db: Queryable, id: number): Promise<Written | Built | null> {
  const [written] = await writtenDocument(db, id);
  if (written) return { gzip: written.gzip, version: Number(written.version) };
  const [built] = await builtDocument(db, { id });
  return built ?? null;
}

/**
 * Whether document `d` still holds at catalogue version `version`: no change since it was written named its product
 * or the whole catalogue (catalog_product_changes, migration 0014), and those changes are all still kept. A change of
 * one product leaves every other document as it is, where any change made them all stale.
 */
const documentHolds = (version: SQL) => sql`d.catalog_version <= ${version} and d.catalog_version >= ${version} - 10000
   and not exists (select 1 from catalog_product_changes c
                    where c.product_id in (d.product_id, 0) and c.version > d.catalog_version)`;

// The pages asked for together are read in one statement (see batchedRead).
const writtenDocument = batchedRead<number, { key: number; gzip: Buffer; version: string }>("product-document", (value) => sql`
    select d.product_id as key, d.gzip, v.version from product_documents d, catalog_version v
     where d.product_id = any(${value("keys")}::int[]) and ${documentHolds(sql`v.version`)}`);

/**
 * The documents holding at `version` (the catalogue's current one, or an older one they still hold at) of the
 * products after `after` (of `ids` when given), `limit` of them in id order: what the pages held read ahead.
 */
export async function readDocumentsHolding(
  db: Queryable,
  { version, after, limit, ids }: { version: number; after: number; limit: number; ids?: number[] },
): Promise<{ id: number; gzip: Buffer }[]> {
  const only = ids ? sql`and d.product_id = any(${sql.param(ids)}::int[])` : sql``;
  const result = await db.execute<{ id: number; gzip: Buffer }>(sql`
    select d.product_id as id, d.gzip from product_documents d
     where d.product_id > ${after} ${only} and ${documentHolds(sql`${version}::bigint`)}
       and ${version} = (select version from catalog_version)
     order by d.product_id limit ${limit}`);
  return result.rows;
}

const builtDocument = preparedStatement<Built>("product-document-built", (value) => sql`
    select ${documentJson}::text as body, ${primaryCategory} as "primaryCategoryId"
      from products p where p.id = ${value("id")} and p.is_published`);

/**
 * The page of a product whatever its status (a draft, an archived product), built from the tables, without its
 * category: the staff's preview, never a shopper's read. Null when there is no such product.
 */
export async function readProductPreview(db: Queryable, id: number): Promise<Built | null> {
  const result = await db.execute<Built>(sql`
    select ${documentJson}::text as body, ${primaryCategory} as "primaryCategoryId" from products p where p.id = ${id}`);
  return result.rows[0] ?? null;
}

/**
 * The version the documents hold at (the last they were written at: each writing brings every document to it), or
 * null when there are none, and whether there is any published product to write.
 */
async function documentsVersion(db: AnyQueryable): Promise<{ written: number | null; published: boolean }> {
  const result = await db.execute<{ written: string | null; published: boolean }>(sql`
    select (select max(catalog_version) from product_documents) as written,
           exists(select 1 from products where is_published) as published`);
  const { written, published } = result.rows[0]!;
  return { written: written === null ? null : Number(written), published };
}

const currentVersion = async (db: AnyQueryable) =>
  Number((await db.execute<{ version: string }>(sql`select version from catalog_version`)).rows[0]!.version);

/**
 * Writes every published product's document, compressed, at the catalogue's current version, batch after batch in
 * one transaction — with `onlyIfBehind`, those of the products changed since the documents were last written when
 * every change since is a product's (catalog_product_changes), a few rows where all took tens of seconds at 100,000
 * products. Each batch reads the version with the products (one statement, one snapshot): when a change
 * commits meanwhile, the version read differs and nothing is written (the next check writes them at the new
 * version). The seed calls it after writing the catalogue, as any import must; the API calls it when its index finds
 * the catalogue changed (`onlyIfBehind`: nothing is written while the documents hold). One process writes at a
 * time: the API leaves it to another that holds the lock, a seed waits for it. Returns the documents written.
 */
export async function writeProductDocuments(
  db: AnyQueryable,
  options: { onlyIfBehind: boolean },
): Promise<number> {
  try {
    const written = await writeDocuments(db, options);
    // Fresh planner statistics after a bulk write, as the seed does for everything it writes (analyzeCatalogue).
    if (written > BATCH && options.onlyIfBehind) await db.execute(sql`analyze product_documents`);
    return written;
  } catch (error) {
    if (error instanceof CatalogueMoved) return 0;
    throw error;
  }
}

/** The catalogue changed while its documents were written: they are not (the transaction is rolled back). */
class CatalogueMoved extends Error {}

async function writeDocuments(db: AnyQueryable, options: { onlyIfBehind: boolean }): Promise<number> {
  return db.transaction(async (tx) => {
    let changed: number[] | undefined;
    if (options.onlyIfBehind) {
      const locked = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${DOCUMENTS_LOCK}) as locked`,
      );
      if (!locked.rows[0]!.locked) return 0;
      const { written, published } = await documentsVersion(tx);
      const current = await currentVersion(tx);
      if (!published || written === current) return 0;
      if (written !== null) {
        changed = await changedProducts(tx, { version: written, stockVersion: 0 }, { version: current, stockVersion: 0 });
      }
    } else {
      await tx.execute(sql`select pg_advisory_xact_lock(${DOCUMENTS_LOCK})`);
    }
    // Read after the version: a category changed in between moves the version the batches read.
    const version = await currentVersion(tx);
    const tree = await loadCategoryTree(tx);
    const only = changed ? sql`and p.id = any(${sql.param(changed)}::int[])` : sql``;
    if (changed) await tx.execute(sql`delete from product_documents where product_id = any(${sql.param(changed)}::int[])`);
    else await tx.execute(sql`delete from product_documents`);
    let written = 0;
    for (let after = 0; ;) {
      const batch = await tx.execute<Built & { id: number; version: string }>(sql`
        select p.id, (select version from catalog_version) as version, ${primaryCategory} as "primaryCategoryId",
               ${documentJson}::text as body
          from products p where p.is_published and p.id > ${after} ${only} order by p.id limit ${BATCH}`);
      if (batch.rows.length === 0) {
        // Nothing written, the documents still hold at the version: the next check finds them up to date.
        if (changed && written === 0) await tx.execute(sql`update product_documents set catalog_version = ${version}
          where product_id = (select max(product_id) from product_documents)`);
        return written;
      }
      if (batch.rows.some((row) => Number(row.version) !== version)) throw new CatalogueMoved();
      const gzips = batch.rows.map((row) => gzipSync(withCategory(tree, row), GZIP));
      const ids = batch.rows.map((row) => row.id);
      await tx.execute(sql`
        insert into product_documents (product_id, catalog_version, gzip)
        select id, ${version}, gzip from unnest(${sql.param(ids)}::int[], ${sql.param(gzips)}::bytea[]) as d(id, gzip)`);
      written += batch.rows.length;
      after = batch.rows.at(-1)!.id;
    }
  });
}
