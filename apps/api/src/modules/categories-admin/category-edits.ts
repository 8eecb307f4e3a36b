import {
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES as M,
  categorySlugOf,
  type CategoryDeleted,
  type CategorySaved,
  type CreateCategory,
  type DeleteCategory,
  type MoveCategory,
  type UpdateCategory,
} from "@shop/domain/contract/admin-categories";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import {
  descendantsOf,
  heightOf,
  lockCategoryTree,
  pathOf,
  readCategoryRows,
  renumber,
  type CategoryRow,
  type CategoryRows,
} from "./category-rows.js";
import { refreshSearchText } from "../catalogue-admin/product-search-text.js";
import { chosenCategories, rewriteMemberships } from "./memberships.js";

/**
 * The category tree's edits, each in one transaction under the tree's lock (`lockCategoryTree`). Every write moves
 * the catalogue version (triggers on `categories` and `product_categories`), so the storefront's tree, listings and
 * product pages follow. Products are found by their categories' titles too: those a change renames or moves get their
 * search text written again in the same transaction.
 */

/** The products listed under the categories `ids`. */
async function productsIn(tx: Tx, ids: readonly number[]): Promise<number[]> {
  const result = await tx.execute<{ productId: number }>(sql`
    select distinct product_id as "productId" from product_categories where category_id = any(${sql.param(ids)}::int[])`);
  return result.rows.map((row) => row.productId);
}

function categoryOf(rows: CategoryRows, id: number): CategoryRow {
  const row = rows.byId.get(id);
  if (!row) throw notFound(M.categoryNotFound);
  return row;
}

/** Whether `slug` is another category's address now (its old addresses may be taken: see `claimSlug`). */
function slugOwner(rows: CategoryRows, slug: string): CategoryRow | undefined {
  for (const row of rows.byId.values()) if (row.slug === slug) return row;
  return undefined;
}

/** A slug typed for a category: refused when another category answers at it. */
function checkSlugFree(rows: CategoryRows, slug: string, id: number | null): void {
  const owner = slugOwner(rows, slug);
  if (owner && owner.id !== id) throw conflict("SLUG_TAKEN", M.slugTaken, { slug: M.slugTaken });
}

/**
 * A slug some category had before is free to take: its redirect goes, and the address is the new category's.
 * Shoppers' old links then lead to the category that answers there now, as the merchant chose.
 */
async function claimSlug(tx: Tx, slug: string): Promise<void> {
  await tx.execute(sql`delete from category_redirects where slug = ${slug}`);
}

/**
 * A slug made from the French title, numbered when another category has it or had it (`…-2`, `…-3`): a slug made for
 * the merchant never takes over an old address that still leads somewhere.
 */
async function freeSlug(tx: Tx, rows: CategoryRows, base: string): Promise<string> {
  const redirected = await tx.execute<{ slug: string }>(sql`select slug from category_redirects where slug like ${`${base.slice(0, 90)}%`}`);
  const taken = new Set(redirected.rows.map((row) => row.slug));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const slug = `${base.slice(0, CATEGORY_LIMITS.slugMax - suffix.length).replace(/-+$/g, "")}${suffix}`;
    if (!slugOwner(rows, slug) && !taken.has(slug)) return slug;
  }
}

/** The depth and featured rules of a category placed under `parent` (null: at the top). */
function checkPlace(parent: CategoryRow | null, isFeatured: boolean, height = 0, field = "parentId"): number {
  const depth = (parent?.depth ?? 0) + 1;
  if (depth > CATEGORY_LIMITS.depthMax) throw badRequest(M.tooDeep, { [field]: M.tooDeep });
  if (depth + height > CATEGORY_LIMITS.depthMax) throw badRequest(M.subtreeTooDeep, { [field]: M.subtreeTooDeep });
  if (parent?.isFeatured) throw badRequest(M.underFeatured, { [field]: M.underFeatured });
  if (isFeatured && depth !== 2) throw badRequest(M.featuredPlace, { isFeatured: M.featuredPlace });
  return depth;
}

const saved = (rows: CategoryRows, id: number): CategorySaved => ({
  id,
  slug: rows.byId.get(id)!.slug,
  path: pathOf(rows, id),
});

/** A new category under `parentId` (or at the top), last among its siblings. */
export async function createCategory(db: Db, input: CreateCategory): Promise<CategorySaved> {
  return db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const rows = await readCategoryRows(tx);
    const parent = input.parentId === null ? null : rows.byId.get(input.parentId);
    if (parent === undefined) throw badRequest(M.parentUnknown, { parentId: M.parentUnknown });
    const depth = checkPlace(parent, input.isFeatured);
    if (input.slug) checkSlugFree(rows, input.slug, null);
    const slug = input.slug || (await freeSlug(tx, rows, categorySlugOf(input.titleFr, parent?.slug ?? null)));
    await claimSlug(tx, slug);
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into categories (slug, title, title_ar, parent_id, depth, is_clickable, is_featured, position, description)
      values (${slug}, ${input.titleFr}, ${input.titleAr}, ${parent?.id ?? null}, ${depth}, ${input.isClickable},
              ${input.isFeatured}, ${rows.childrenOf(parent?.id ?? null).length}, ${input.description || null})
      returning id`);
    const id = inserted.rows[0]!.id;
    return { id, slug, path: `${parent ? pathOf(rows, parent.id) : "/categorie"}/${slug}` };
  });
}

/**
 * Titles, description, flags and slug. A new slug leaves the old one in `category_redirects`, so that its address
 * answers 301 to the category's new one.
 */
export async function updateCategory(db: Db, id: number, input: UpdateCategory): Promise<CategorySaved> {
  return db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const rows = await readCategoryRows(tx);
    const category = categoryOf(rows, id);
    if (input.isFeatured && category.depth !== 2) throw badRequest(M.featuredPlace, { isFeatured: M.featuredPlace });
    if (input.isFeatured && rows.childrenOf(id).length > 0)
      throw badRequest(M.featuredWithChildren, { isFeatured: M.featuredWithChildren });
    if (input.slug !== category.slug) {
      checkSlugFree(rows, input.slug, id);
      await claimSlug(tx, input.slug);
      await tx.execute(sql`
        insert into category_redirects (slug, category_id) values (${category.slug}, ${id})
        on conflict (slug) do update set category_id = excluded.category_id, created_at = now()`);
    }
    await tx.execute(sql`
      update categories set slug = ${input.slug}, title = ${input.titleFr}, title_ar = ${input.titleAr},
             description = ${input.description || null}, is_clickable = ${input.isClickable}, is_featured = ${input.isFeatured}
       where id = ${id}`);
    if (input.titleFr !== category.titleFr || input.titleAr !== category.titleAr) {
      await refreshSearchText(tx, await productsIn(tx, [id]));
    }
    rows.byId.set(id, { ...category, slug: input.slug });
    return saved(rows, id);
  });
}

/**
 * Moves a category (and what hangs below it) under another parent, at `position` among its children; with the same
 * parent, a reorder. The tree keeps three levels and no cycle. Its products are listed under its ancestors too
 * (`product_categories`): under a new parent their rows are written again in the same transaction, the old
 * ancestors' rows going unless another of the product's categories still lies under them.
 */
export async function moveCategory(db: Db, id: number, move: MoveCategory): Promise<CategorySaved> {
  return db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const rows = await readCategoryRows(tx);
    const category = categoryOf(rows, id);
    const parent = move.parentId === null ? null : rows.byId.get(move.parentId);
    if (parent === undefined) throw badRequest(M.parentUnknown, { parentId: M.parentUnknown });
    const below = descendantsOf(rows, id);
    if (parent && (parent.id === id || below.some((row) => row.id === parent.id)))
      throw badRequest(M.moveIntoItself, { parentId: M.moveIntoItself });
    const depth = checkPlace(parent, category.isFeatured, heightOf(rows, id));

    const siblings = rows.childrenOf(parent?.id ?? null).filter((row) => row.id !== id);
    siblings.splice(Math.min(move.position, siblings.length), 0, category);
    if (category.parentId === (parent?.id ?? null)) {
      await renumber(tx, siblings);
      return saved(rows, id);
    }

    const subtree = [id, ...below.map((row) => row.id)];
    const productIds = await productsIn(tx, subtree);
    const chosen = await chosenCategories(tx, productIds);

    await tx.execute(sql`update categories set parent_id = ${parent?.id ?? null} where id = ${id}`);
    await tx.execute(sql`
      update categories set depth = depth + ${depth - category.depth} where id = any(${sql.param(subtree)}::int[])`);
    await renumber(tx, siblings);
    await renumber(tx, rows.childrenOf(category.parentId).filter((row) => row.id !== id));

    const moved = await readCategoryRows(tx);
    await rewriteMemberships(tx, moved, productIds, chosen);
    await refreshSearchText(tx, productIds);
    return saved(moved, id);
  });
}

/**
 * Deletes a category without sub-categories. Its products go to `moveProductsTo` first (the primary category of those
 * it was primary for), and its address, old ones included, then answers 301 to that category; without a
 * destination, a category holding products is refused with their number.
 */
export async function deleteCategory(db: Db, id: number, options: DeleteCategory): Promise<CategoryDeleted> {
  return db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const rows = await readCategoryRows(tx);
    const category = categoryOf(rows, id);
    const children = rows.childrenOf(id).length;
    if (children > 0) throw conflict("CATEGORY_HAS_CHILDREN", M.hasChildren(children));
    const members = await tx.execute<{ productId: number; isPrimary: boolean }>(sql`
      select product_id as "productId", is_primary as "isPrimary" from product_categories where category_id = ${id}`);
    const productIds = members.rows.map((row) => row.productId);
    const targetId = options?.moveProductsTo;
    if (productIds.length > 0 && targetId === undefined) {
      const message = M.hasProducts(productIds.length);
      throw conflict("CATEGORY_NOT_EMPTY", message, { moveProductsTo: message });
    }

    if (targetId !== undefined) {
      if (targetId === id) throw badRequest(M.moveTargetSelf, { moveProductsTo: M.moveTargetSelf });
      if (!rows.byId.has(targetId)) throw badRequest(M.moveTargetUnknown, { moveProductsTo: M.moveTargetUnknown });
      // Without sub-categories, the category is one its products were chosen for: the destination takes its place.
      const chosen = (await chosenCategories(tx, productIds)).map((membership) =>
        membership.categoryId === id ? { ...membership, categoryId: targetId } : membership,
      );
      rows.byId.delete(id);
      await rewriteMemberships(tx, rows, productIds, chosen);
      const primaries = members.rows.filter((row) => row.isPrimary).map((row) => row.productId);
      if (primaries.length > 0) {
        await tx.execute(sql`
          update product_categories set is_primary = true
           where category_id = ${targetId} and product_id = any(${sql.param(primaries)}::int[])`);
      }
      await tx.execute(sql`update category_redirects set category_id = ${targetId} where category_id = ${id}`);
    }
    await tx.execute(sql`delete from categories where id = ${id}`);
    if (targetId !== undefined) {
      await tx.execute(sql`insert into category_redirects (slug, category_id) values (${category.slug}, ${targetId})`);
    }
    await renumber(tx, rows.childrenOf(category.parentId).filter((row) => row.id !== id));
    await refreshSearchText(tx, productIds);
    return { moved: targetId === undefined ? 0 : productIds.length };
  });
}
