import type * as Contract from "@shop/domain/contract/catalog";
import { FILTER_FACET_KEYS } from "@shop/domain/facets";
import { DeflatedJson, JsonText } from "../../lib/serialized-body.js";
import { nameFacetValues, type FacetNames } from "./facet-names.js";

/** The pieces the catalogue's listing answers are made of: facets named and serialised once, sources, positions. */

/** A response whose product cards are already serialised (product-cards.ts). */
export type WithCards<T, K extends keyof T> = Omit<T, K> & Record<K, JsonText>;

/**
 * The JSON of a listing's facets with their Arabic names, serialised and compressed once per listing and names
 * read: a kept listing (listing-cache.ts) is paged and sorted with the same facets, some 10 KB of JSON on a large
 * category.
 */
const namedFacets = new WeakMap<Contract.Facet[], { names: FacetNames; json: JsonText }>();

export function facetsJson(facets: Contract.Facet[], names: FacetNames): JsonText {
  const kept = namedFacets.get(facets);
  if (kept?.names === names) return kept.json;
  const json = new JsonText(DeflatedJson.of(JSON.stringify(nameFacetValues(facets, names)), { fast: true }));
  namedFacets.set(facets, { names, json });
  return json;
}

/** A number per object the answers are made from (a tree, an index, names), for `sources`. */
const sourceIds = new WeakMap<object, number>();
let nextSourceId = 0;
export function sourceId(source: object): number {
  let id = sourceIds.get(source);
  if (id === undefined) sourceIds.set(source, (id = nextSourceId++));
  return id;
}

/** Positions in both ascending lists. */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const both: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      both.push(a[i]!);
      i++;
      j++;
    }
  }
  return Int32Array.from(both);
}

const FACET_KEYS = [...FILTER_FACET_KEYS].sort((a, b) => a.localeCompare(b));

/** The facets a filter query selects, by key in alphabetical order. */
export function facetsOf(query: Contract.FilterQuery): Record<string, string[]> {
  const facets: Record<string, string[]> = {};
  for (const key of FACET_KEYS) {
    const values = query[key];
    if (values) facets[key] = values;
  }
  return facets;
}
