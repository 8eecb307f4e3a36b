import type { FacetChoices } from "@shop/domain/contract/admin-catalogue-reads";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";

/** The facet columns, by the key the product form names them with. */
const COLUMNS = {
  gender: sql`gender`,
  ageGroup: sql`age_group`,
  articleType: sql`article_type`,
  division: sql`division`,
  activity: sql`activity`,
};

/**
 * The values each facet takes in the catalogue, most used first: the five columns, then each key of the other facets
 * (surface, team…, by their key). The product form offers them, so that a new product says « Running » as the others do and
 * the storefront's filters keep grouping it with them. Every status counts: a draft's values are the merchant's too.
 */
export async function listFacetChoices(db: Queryable): Promise<FacetChoices> {
  const columns = Object.entries(COLUMNS).map(
    ([key, column]) => sql`select ${key} as facet, ${column} as value, count(*) as uses from products group by ${column}`,
  );
  const result = await db.execute<{ facet: string; value: string }>(sql`
    select facet, value from (
      ${sql.join(columns, sql` union all `)}
      union all
      select a.key, a.value, count(*) from products p, jsonb_each_text(p.attributes) a group by a.key, a.value
    ) used
     where value <> ''
     order by facet, uses desc, value`);
  const facets: Record<string, string[]> = {};
  for (const { facet, value } of result.rows) (facets[facet] ??= []).push(value);
  return { facets };
}
