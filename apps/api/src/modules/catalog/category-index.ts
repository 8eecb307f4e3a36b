import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";

/** What the filter needs of one product: its facet values, price and age, kept compact in memory. */
export type IndexedProduct = {
  id: number;
  salePrice: number;
  createdAt: number;
  inStock: boolean;
  values: Record<string, string[]>;
};

type Row = {
  id: number;
  salePrice: number;
  createdAt: number;
  gender: string;
  articleType: string;
  ageGroup: string;
  division: string;
  activity: string;
  attributes: Record<string, string>;
  colors: string[];
  sizes: string[];
};

/**
 * Loads the facet values of every published product of a category (or of the whole catalogue),
 * with one indexed query. Sizes count only when in stock, so a size filter finds what can be bought.
 */
export async function loadCategoryIndex(db: Queryable, categoryId: number | null): Promise<IndexedProduct[]> {
  const scope =
    categoryId === null
      ? { from: sql`from products p`, where: sql`where p.is_published` }
      : {
          from: sql`from product_categories pc join products p on p.id = pc.product_id`,
          where: sql`where pc.category_id = ${categoryId} and p.is_published`,
        };
  const result = await db.execute<Row>(sql`
    select p.id, p.sale_price as "salePrice", extract(epoch from p.created_at)::float8 as "createdAt",
           p.gender, p.article_type as "articleType", p.age_group as "ageGroup", p.division, p.activity,
           p.attributes, f.colors, f.sizes
    ${scope.from}
    cross join lateral (
      select coalesce(array_agg(distinct v.search_color), '{}') as colors,
             coalesce(array_agg(distinct s.size) filter (where s.stock > 0), '{}') as sizes
        from variations v left join skus s on s.variation_id = v.id
       where v.product_id = p.id) f
    ${scope.where}`);
  return result.rows.map((row) => ({
    id: row.id,
    salePrice: row.salePrice,
    createdAt: row.createdAt,
    inStock: row.sizes.length > 0,
    values: {
      gender: [row.gender],
      articleType: [row.articleType],
      ageGroup: [row.ageGroup],
      productDivision: [row.division],
      rbu: [row.activity],
      searchColor: row.colors,
      printSizeFr: row.sizes,
      ...Object.fromEntries(Object.entries(row.attributes).map(([key, value]) => [key, [value]])),
    },
  }));
}
