import type { Queryable } from "../../db/client.js";
import { JsonText } from "../../lib/serialized-body.js";
import { getProductSummaries } from "./product-summaries.js";

/** Cards kept at most: the products shoppers see most (a card is about 1 KB of JSON). */
const MAX_CARDS = 20_000;

/**
 * Product cards serialised once per catalogue version: a listing, a search or a « Vous aimerez aussi » row
 * reads only the cards it has not serialised yet from PostgreSQL (one query), and joins the JSON of the
 * others. Every change a card shows (titles, colours, images, prices) moves `catalog_version`, so the cards
 * of a version are those of the index read at that version, in any API process; stock is not on a card. The
 * least recently shown cards are forgotten first past `maxCards`.
 */
export function createCardStore(db: Queryable, maxCards = MAX_CARDS) {
  let version = Number.NaN;
  const cards = new Map<number, string>();

  const remember = (id: number, json: string) => {
    cards.delete(id);
    cards.set(id, json);
    if (cards.size > maxCards) cards.delete(cards.keys().next().value!);
  };

  return {
    /**
     * The cards of `ids` in their order, as one JSON array; ids of products not published are left out.
     * `catalogVersion` is that of the index the ids come from: read before it, so a card read now is never
     * older than its version.
     */
    async serialize(catalogVersion: number, ids: number[]): Promise<JsonText> {
      if (catalogVersion !== version) {
        cards.clear();
        version = catalogVersion;
      }
      const missing = ids.filter((id) => !cards.has(id));
      const loaded = new Map<number, string>();
      if (missing.length > 0) {
        for (const card of await getProductSummaries(db, missing)) loaded.set(card.id, JSON.stringify(card));
      }
      // The version may have moved during the read: the cards then serve this answer, without being kept.
      const keep = version === catalogVersion;
      const json: string[] = [];
      for (const id of ids) {
        const card = loaded.get(id) ?? cards.get(id);
        if (card === undefined) continue;
        if (keep) remember(id, card);
        json.push(card);
      }
      return new JsonText(`[${json.join(",")}]`);
    },
    /** Forgets every card. */
    clear: () => {
      cards.clear();
      version = Number.NaN;
    },
  };
}

export type CardStore = ReturnType<typeof createCardStore>;
