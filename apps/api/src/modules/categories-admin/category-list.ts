import type { AdminCategory, AdminCategoryTree } from "@shop/domain/contract/admin-categories";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { pathOf, readCategoryRows, type CategoryRows } from "./category-rows.js";

type Counts = { id: number; total: number; direct: number; placed: number };

/**
 * How many products each category lists (its sub-categories' included, as its page does), how many were chosen for
 * it rather than for one of its sub-categories (its primary ones included, see `chosenCategories`), and how many are placed by hand. One pass
 * over `product_categories` with hash joins, not a lookup per row.
 */
async function productCounts(db: Queryable): Promise<Map<number, Counts>> {
  const result = await db.execute<Counts>(sql`
    with rows as (
      select pc.product_id, pc.category_id, pc.position, pc.is_primary, c.parent_id
        from product_categories pc join categories c on c.id = pc.category_id),
    covered as (select distinct product_id, parent_id from rows where parent_id is not null)
    select r.category_id as id, count(*)::int as total, count(r.position)::int as placed,
           count(*) filter (where r.is_primary or cv.product_id is null)::int as direct
      from rows r left join covered cv on cv.product_id = r.product_id and cv.parent_id = r.category_id
     group by r.category_id`);
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** The slugs each category had before, by category. */
async function oldSlugs(db: Queryable): Promise<Map<number, string[]>> {
  const result = await db.execute<{ categoryId: number; slug: string }>(sql`
    select category_id as "categoryId", slug from category_redirects order by created_at desc, slug`);
  const slugs = new Map<number, string[]>();
  for (const { categoryId, slug } of result.rows) slugs.set(categoryId, [...(slugs.get(categoryId) ?? []), slug]);
  return slugs;
}

/** The tree depth first: each category, then its children in their order. */
function depthFirst(rows: CategoryRows, parentId: number | null = null): number[] {
  return rows.childrenOf(parentId).flatMap((row) => [row.id, ...depthFirst(rows, row.id)]);
}

/** `GET /api/admin/categories`: the whole tree with titles, slugs, flags, old slugs and product counts. */
export async function listAdminCategories(db: Queryable): Promise<AdminCategoryTree> {
  const [rows, counts, redirects] = await Promise.all([readCategoryRows(db), productCounts(db), oldSlugs(db)]);
  const categories = depthFirst(rows).map((id): AdminCategory => {
    const row = rows.byId.get(id)!;
    const { total = 0, direct = 0, placed = 0 } = counts.get(id) ?? {};
    return {
      ...row,
      path: pathOf(rows, id),
      oldSlugs: redirects.get(id) ?? [],
      products: { direct, total, placed },
    };
  });
  return { categories };
}
