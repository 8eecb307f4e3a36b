import { API_MESSAGES as M } from "@shop/domain/api-messages";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import type { CategoryTree } from "./category-tree.js";

/**
 * The 404 of a product the merchant archived, saying where its shoppers go now: its primary category's page
 * (`redirect`: the storefront's path of the category's slugs, which the storefront answers with a permanent
 * redirect). Null for any other product not found (a draft, an unknown id): those stay a plain 404, which tells
 * nothing of a draft. An archived product whose primary category is gone is a plain 404 too.
 */
export async function findArchivedProduct(db: Queryable, tree: CategoryTree, id: number): Promise<AppError | null> {
  const result = await db.execute<{ categoryId: number | null }>(sql`
    select (select pc.category_id from product_categories pc
             where pc.product_id = p.id and pc.is_primary limit 1) as "categoryId"
      from products p where p.id = ${id} and p.status = 'archived'`);
  const categoryId = result.rows[0]?.categoryId;
  const category = categoryId === undefined || categoryId === null ? undefined : tree.byId.get(categoryId);
  if (!category) return null;
  const slugs = [...(tree.ancestors.get(category.id) ?? [])].reverse().map((link) => link.slug);
  const redirect = `/categorie/${[...slugs, category.slug].join("/")}`;
  return new AppError(404, "PRODUCT_ARCHIVED", M.productArchived, undefined, redirect);
}
