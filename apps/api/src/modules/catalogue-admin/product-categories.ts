import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import { sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.js";
import { badRequest } from "../../lib/errors.js";

export type CategoryNode = { id: number; parentId: number | null; title: string };
export type CategoryMap = Map<number, CategoryNode>;

/** The whole tree, by id: a few hundred rows at most, read once per save. */
export async function loadCategories(db: Queryable): Promise<CategoryMap> {
  const result = await db.execute<CategoryNode>(sql`select id, parent_id as "parentId", title from categories`);
  return new Map(result.rows.map((row) => [row.id, row]));
}

function ancestorsOf(id: number, categories: CategoryMap): number[] {
  const chain: number[] = [];
  for (let parent = categories.get(id)?.parentId; parent != null; parent = categories.get(parent)?.parentId) {
    chain.push(parent);
  }
  return chain;
}

/**
 * The categories the merchant chose among those a product is listed under: the ones that are no other's ancestor
 * (its ancestors were added for the category pages), and the primary one always.
 */
export function chosenCategories(listed: readonly number[], primaryId: number | null, categories: CategoryMap): number[] {
  const ancestors = new Set(listed.flatMap((id) => ancestorsOf(id, categories)));
  return listed.filter((id) => !ancestors.has(id) || id === primaryId);
}

/** Category titles for the history: « Vestes, Running ». */
export function categoryTitles(ids: readonly number[], categories: CategoryMap): string | null {
  const titles = ids.map((id) => categories.get(id)?.title ?? `#${id}`);
  return titles.length === 0 ? null : titles.join(", ");
}

/**
 * Lists the product under the chosen categories and their ancestors, as the seed does, so that a category page (one
 * index lookup) shows the products of its descendants; `is_primary` on the primary one. Links kept keep their hand
 * order (`position`); links no longer wanted are removed. An unknown category is refused (400) before any write.
 */
export async function writeProductCategories(
  tx: Tx,
  productId: number,
  choice: { categoryIds: readonly number[]; primaryCategoryId: number },
  categories: CategoryMap,
): Promise<void> {
  const unknown = choice.categoryIds.filter((id) => !categories.has(id));
  if (unknown.length > 0) throw badRequest(M.categoryUnknown, { categoryIds: M.categoryUnknown });
  const wanted = [...new Set(choice.categoryIds.flatMap((id) => [id, ...ancestorsOf(id, categories)]))];
  const current = await tx.execute<{ categoryId: number; isPrimary: boolean }>(sql`
    select category_id as "categoryId", is_primary as "isPrimary" from product_categories where product_id = ${productId}`);
  const gone = current.rows.filter((row) => !wanted.includes(row.categoryId)).map((row) => row.categoryId);
  if (gone.length > 0) {
    await tx.execute(sql`
      delete from product_categories where product_id = ${productId} and category_id = any(${sql.param(gone)}::int[])`);
  }
  const primaryWrong = current.rows.some(
    (row) => wanted.includes(row.categoryId) && row.isPrimary !== (row.categoryId === choice.primaryCategoryId),
  );
  if (primaryWrong) {
    await tx.execute(sql`
      update product_categories set is_primary = (category_id = ${choice.primaryCategoryId})
       where product_id = ${productId} and is_primary <> (category_id = ${choice.primaryCategoryId})`);
  }
  const added = wanted.filter((id) => !current.rows.some((row) => row.categoryId === id));
  if (added.length > 0) {
    await tx.execute(sql`
      insert into product_categories (category_id, product_id, is_primary)
      select id, ${productId}, id = ${choice.primaryCategoryId} from unnest(${sql.param(added)}::int[]) as t(id)`);
  }
}

/** The categories a product is listed under, and its primary one. */
export async function listedCategories(
  db: Queryable,
  productId: number,
): Promise<{ listed: number[]; primaryId: number | null }> {
  const result = await db.execute<{ categoryId: number; isPrimary: boolean }>(sql`
    select category_id as "categoryId", is_primary as "isPrimary" from product_categories
     where product_id = ${productId} order by category_id`);
  return {
    listed: result.rows.map((row) => row.categoryId),
    primaryId: result.rows.find((row) => row.isPrimary)?.categoryId ?? null,
  };
}
