import type { Queryable } from "../../db/client.js";
import { EvictionQueue } from "../../lib/eviction-queue.js";
import { DeflatedJson, JsonText } from "../../lib/serialized-body.js";
import { getProductSummaries } from "./product-summaries.js";

/**
 * What the cards kept may take: a card is about 1 KB of JSON, kept compressed (300 to 500 bytes, see DeflatedJson)
 * with some 200 bytes beside, so that 100,000 cards take about 65 MB. Enough for every card of a catalogue of
 * 100,000 products with room to spare: a listing drawn over it (a category, a filter value, pages 1 to 3) rarely
 * found its 24 cards among 20,000, and a card not kept costs its listing a read from PostgreSQL.
 */
export const CARDS_BYTES = 96 * 1024 * 1024;
/** What a kept card takes beside its compressed bytes (their buffer, its object and its entry in the map), about. */
export const CARD_OVERHEAD = 200;

const OPEN = DeflatedJson.stored("[");
const COMMA = DeflatedJson.stored(",");
const CLOSE = DeflatedJson.stored("]");

/** What a kept card takes in the store's budget. */
export const cardWeight = (card: DeflatedJson) => card.deflated.length + CARD_OVERHEAD;

/**
 * Product cards serialised once per catalogue version: a listing, a search or a « Vous aimerez aussi » row
 * reads only the cards it has not serialised yet from PostgreSQL (one query), and joins the JSON of the
 * others. Every change a card shows (titles, colours, images, prices) moves `catalog_version`, so the cards
 * of a version are those of the index read at that version, in any API process; stock is not on a card. Past
 * `maxBytes` the oldest cards not shown since they were kept or last passed over are forgotten first (a clock, as
 * TtlCache's): a crawler's walk over every card never pushes out those shown all the time.
 */
export function createCardStore(db: Queryable, maxBytes = CARDS_BYTES) {
  type Kept = { id: number; card: DeflatedJson; shown: boolean };
  let version = Number.NaN;
  const cards = new Map<number, Kept>();
  const order = new EvictionQueue<Kept>();
  let bytes = 0;

  const forgetAll = () => {
    cards.clear();
    order.clear();
    bytes = 0;
  };

  const remember = (id: number, card: DeflatedJson) => {
    const kept = cards.get(id);
    if (kept) {
      kept.shown = true;
      return;
    }
    const added = { id, card, shown: false };
    cards.set(id, added);
    order.push(added);
    bytes += cardWeight(card);
    order.evict(
      () => bytes > maxBytes,
      (old) => {
        const spared = old === added || old.shown;
        old.shown = false;
        return spared;
      },
      (old) => {
        cards.delete(old.id);
        bytes -= cardWeight(old.card);
      },
    );
  };

  return {
    /**
     * The cards of `ids` in their order, as one JSON array; ids of products not published are left out.
     * `catalogVersion` is that of the index the ids come from: read before it, so a card read now is never
     * older than its version.
     */
    async serialize(catalogVersion: number, ids: number[]): Promise<JsonText> {
      if (catalogVersion !== version) {
        forgetAll();
        version = catalogVersion;
      }
      const missing = ids.filter((id) => !cards.has(id));
      const loaded = new Map<number, DeflatedJson>();
      if (missing.length > 0) {
        for (const card of await getProductSummaries(db, missing)) loaded.set(card.id, DeflatedJson.of(JSON.stringify(card)));
      }
      // The version may have moved during the read: the cards then serve this answer, without being kept.
      const keep = version === catalogVersion;
      const json: DeflatedJson[] = [OPEN];
      for (const id of ids) {
        const card = loaded.get(id) ?? cards.get(id)?.card;
        if (card === undefined) continue;
        if (keep) remember(id, card);
        if (json.length > 1) json.push(COMMA);
        json.push(card);
      }
      json.push(CLOSE);
      return new JsonText(json);
    },
    /**
     * Reads the cards of `ids` ahead of the listings that will show them, `batch` at a time, until the budget is
     * full or the catalogue moves past `catalogVersion`: after a start or a catalogue change, listings then find
     * their cards in memory instead of reading them from PostgreSQL with the shopper waiting. Returns the cards kept.
     * A batch of 100 is serialised and compressed in about 4 ms, the longest the requests arriving meanwhile wait.
     */
    async readAhead(catalogVersion: number, ids: Int32Array | number[], batch = 100): Promise<number> {
      if (catalogVersion !== version) {
        forgetAll();
        version = catalogVersion;
      }
      let read = 0;
      for (let from = 0; from < ids.length; from += batch) {
        const missing = Array.from(ids.slice(from, from + batch)).filter((id) => !cards.has(id));
        if (missing.length === 0) continue;
        const found = await getProductSummaries(db, missing);
        if (version !== catalogVersion) return read;
        for (const card of found) {
          if (cards.has(card.id)) continue;
          const encoded = DeflatedJson.of(JSON.stringify(card));
          // The cards shown meanwhile stay: reading ahead never makes room.
          if (bytes + cardWeight(encoded) > maxBytes) return read;
          remember(card.id, encoded);
          read++;
        }
      }
      return read;
    },
    /**
     * Moves the cards kept at `from` to `to`, forgetting those of `productIds` (the products changed in between): the
     * others show the same at `to`. False when `from` is not the version kept.
     */
    advance(from: number, to: number, productIds: number[]): boolean {
      if (version !== from || !(to > from)) return false;
      let forgot = false;
      for (const id of productIds) {
        const kept = cards.get(id);
        if (!kept) continue;
        cards.delete(id);
        bytes -= cardWeight(kept.card);
        forgot = true;
      }
      // A card forgotten here leaves the eviction's order too, lest it forget a newer card of the same product.
      if (forgot) order.retain((kept) => cards.get(kept.id) === kept);
      version = to;
      return true;
    },
    /** Forgets every card. */
    clear: () => {
      forgetAll();
      version = Number.NaN;
    },
  };
}

export type CardStore = ReturnType<typeof createCardStore>;
