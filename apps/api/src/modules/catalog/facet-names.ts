import { sql } from "drizzle-orm";
import type { Facet } from "@shop/domain/contract/catalog";
import type { Queryable } from "../../db/client.js";

/**
 * The Arabic name of the value in `column` under a filter's facet (« Chaussures » under `articleType`), empty when
 * it reads the same in both languages: a subquery on `facet_value_names`. `facet` is one of our facet keys.
 */
export const facetNameAr = (facet: string, column: string) =>
  sql.raw(`coalesce((select n.name_ar from facet_value_names n
                      where n.facet = '${facet}' and n.value = ${column}), '')`);

/** The Arabic name of the size in `column` (« 12 سنة » for « 12 ans »), under the size filter's facet. */
export const sizeNameAr = (column: string) => facetNameAr("printSizeFr", column);

/** The Arabic names of the filter values, by facet then French value (table `facet_value_names`). */
export type FacetNames = Map<string, Map<string, string>>;

export async function loadFacetNames(db: Queryable): Promise<FacetNames> {
  const result = await db.execute<{ facet: string; value: string; nameAr: string }>(
    sql`select facet, value, name_ar as "nameAr" from facet_value_names`,
  );
  const names: FacetNames = new Map();
  for (const { facet, value, nameAr } of result.rows) {
    const values = names.get(facet) ?? new Map<string, string>();
    values.set(value, nameAr);
    names.set(facet, values);
  }
  return names;
}

/** The facets of a listing with each value's Arabic name beside it (empty when the value has none). */
export function nameFacetValues(facets: Facet[], names: FacetNames): Facet[] {
  return facets.map((facet) => ({
    ...facet,
    values: facet.values.map((value) => ({ ...value, nameAr: names.get(facet.key)?.get(value.value) ?? "" })),
  }));
}
