import { sql } from "drizzle-orm";
import type { Facet, ProductDetail } from "@shop/domain/contract/catalog";
import type { Queryable } from "../../db/client.js";

/**
 * The Arabic name of the size in `column` (« 12 سنة » for « 12 ans »), empty when it reads the same in both
 * languages: a subquery on `facet_value_names` under the size filter's key.
 */
export const sizeNameAr = (column: string) =>
  sql.raw(`coalesce((select n.name_ar from facet_value_names n
                      where n.facet = 'printSizeFr' and n.value = ${column}), '')`);

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

type Characteristics = Pick<ProductDetail, "articleType" | "gender" | "ageGroup" | "activity" | "attributes">;
type ArabicCharacteristics = Pick<
  ProductDetail,
  "articleTypeAr" | "genderAr" | "ageGroupAr" | "activityAr" | "attributesAr"
>;

/** A product's characteristics in Arabic, each looked up under the facet that filters on it. */
export function nameCharacteristics(product: Characteristics, names: FacetNames): ArabicCharacteristics {
  const nameOf = (facet: string, value: string) => names.get(facet)?.get(value) ?? "";
  const attributesAr: Record<string, string> = {};
  for (const [key, value] of Object.entries(product.attributes)) {
    const name = nameOf(key, value);
    if (name) attributesAr[key] = name;
  }
  return {
    articleTypeAr: nameOf("articleType", product.articleType),
    genderAr: nameOf("gender", product.gender),
    ageGroupAr: nameOf("ageGroup", product.ageGroup),
    activityAr: nameOf("rbu", product.activity),
    attributesAr,
  };
}
