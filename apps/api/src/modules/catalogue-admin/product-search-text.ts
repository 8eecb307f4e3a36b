import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { productSearchText } from "../catalog/search-text.js";

type Parts = {
  id: number;
  titleFr: string;
  titleAr: string;
  articleType: string;
  activity: string;
  gender: string;
  categoryTitles: string[] | null;
  colourNames: string[] | null;
  style: string | null;
};

/**
 * Writes the products' `search_text` again, with the function the seed uses (`productSearchText`): French and
 * Arabic titles, article type, activity, gender, the titles of their categories in both languages (featured lists
 * excepted), colour names and style code. What storefront search finds a product by, in French and in Arabic.
 */
export async function refreshSearchText(db: Queryable, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql.param([...productIds]);
  const result = await db.execute<Parts>(sql`
    select p.id, p.title_fr as "titleFr", p.title_ar as "titleAr", p.article_type as "articleType", p.activity, p.gender,
           (select array_agg(t.title order by c.depth, c.id, t.n)
              from product_categories pc join categories c on c.id = pc.category_id
              cross join lateral (values (1, c.title), (2, c.title_ar)) as t(n, title)
             where pc.product_id = p.id and not c.is_featured) as "categoryTitles",
           (select array_agg(v.color_name order by v.position, v.id) from variations v where v.product_id = p.id) as "colourNames",
           (select v.style from variations v where v.product_id = p.id order by v.position, v.id limit 1) as style
      from products p where p.id = any(${ids}::int[])`);
  if (result.rows.length === 0) return;
  const texts = result.rows.map((row) =>
    productSearchText({
      ...row,
      categoryTitles: row.categoryTitles ?? [],
      colourNames: row.colourNames ?? [],
      style: row.style ?? "",
    }),
  );
  await db.execute(sql`
    update products p set search_text = t.text
      from unnest(${sql.param(result.rows.map((row) => row.id))}::int[], ${sql.param(texts)}::text[]) as t(id, text)
     where p.id = t.id and p.search_text is distinct from t.text`);
}
