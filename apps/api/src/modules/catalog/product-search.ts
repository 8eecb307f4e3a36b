import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { foldSearchText, toPrefixTsQuery } from "./search-text.js";
import type { CategoryTree } from "./category-tree.js";
import { withAncestors } from "./category-tree.js";

/**
 * Product ids matching every word of the query as a prefix ('chau' finds 'Chaussure'), case-, accent- and
 * Arabic-diacritic-insensitive, best matches first, with the total. Uses the GIN index on search_vector.
 */
export async function searchProductIds(
  db: Queryable,
  query: string,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const tsQuery = toPrefixTsQuery(query);
  if (!tsQuery) return { ids: [], total: 0 };
  const result = await db.execute<{ id: number; total: number }>(sql`
    with hits as (
      select p.id, ts_rank(p.search_vector, q) as rank, p.created_at
        from products p, to_tsquery('simple', ${tsQuery}) q
       where p.search_vector @@ q and p.is_published
    )
    select id, (select count(*) from hits) as total
      from hits order by rank desc, created_at desc, id desc
     limit ${limit} offset ${offset}`);
  const total = result.rows[0]?.total ?? (offset > 0 ? await countMatches(db, tsQuery) : 0);
  return { ids: result.rows.map((row) => row.id), total };
}

async function countMatches(db: Queryable, tsQuery: string): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    select count(*) as total from products p
     where p.search_vector @@ to_tsquery('simple', ${tsQuery}) and p.is_published`);
  return result.rows[0]?.total ?? 0;
}

/** Categories whose French or Arabic title starts with each word of the query, with their parents. */
export function searchCategories(tree: CategoryTree, query: string, limit = 8) {
  const words = foldSearchText(query).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const found = [];
  for (const node of tree.byId.values()) {
    if (!node.isClickable) continue;
    const titleWords = foldSearchText(`${node.title} ${node.titleAr}`).split(" ");
    if (words.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)))) {
      found.push(withAncestors(tree, node));
      if (found.length === limit) break;
    }
  }
  return found;
}
