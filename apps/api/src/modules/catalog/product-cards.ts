import type { Queryable } from "../../db/client.js";
import { JsonText } from "../../lib/serialized-body.js";
import { getProductSummaries } from "./product-summaries.js";

/**
 * What the cards kept may take: a card is about 1.1 KB of JSON, kept as UTF-8 (as a string it would take twice
 * that, its Arabic making it a two-byte string). Enough for every card of a catalogue of 100,000 products: a
 * listing drawn over it (a category, a filter value, pages 1 to 3) rarely found its 24 cards among 20,000.
 */
export const CARDS_BYTES = 128 * 1024 * 1024;
/** What a kept card takes beside its bytes (its buffer's own memory and its entry in the map), about. */
const CARD_OVERHEAD = 160;

const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");

/** A card's JSON as UTF-8 in memory of its own: a pooled buffer would hold a slab shared with cards forgotten. */
function encode(json: string): Buffer {
  const card = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  card.write(json);
  return card;
}

/**
 * Product cards serialised once per catalogue version: a listing, a search or a « Vous aimerez aussi » row
 * reads only the cards it has not serialised yet from PostgreSQL (one query), and joins the JSON of the
 * others. Every change a card shows (titles, colours, images, prices) moves `catalog_version`, so the cards
 * of a version are those of the index read at that version, in any API process; stock is not on a card. The
 * least recently shown cards are forgotten first past `maxBytes`.
 */
export function createCardStore(db: Queryable, maxBytes = CARDS_BYTES) {
  let version = Number.NaN;
  const cards = new Map<number, Buffer>();
  let bytes = 0;

  const remember = (id: number, card: Buffer) => {
    const kept = cards.get(id);
    if (kept) {
      cards.delete(id);
      bytes -= kept.length + CARD_OVERHEAD;
    }
    cards.set(id, card);
    bytes += card.length + CARD_OVERHEAD;
    for (const [oldId, old] of cards) {
      if (bytes <= maxBytes) break;
      cards.delete(oldId);
      bytes -= old.length + CARD_OVERHEAD;
    }
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
        bytes = 0;
        version = catalogVersion;
      }
      const missing = ids.filter((id) => !cards.has(id));
      const loaded = new Map<number, Buffer>();
      if (missing.length > 0) {
        for (const card of await getProductSummaries(db, missing)) loaded.set(card.id, encode(JSON.stringify(card)));
      }
      // The version may have moved during the read: the cards then serve this answer, without being kept.
      const keep = version === catalogVersion;
      const json: Buffer[] = [OPEN];
      for (const id of ids) {
        const card = loaded.get(id) ?? cards.get(id);
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
     */
    async readAhead(catalogVersion: number, ids: Int32Array | number[], batch = 500): Promise<number> {
      if (catalogVersion !== version) {
        cards.clear();
        bytes = 0;
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
          const encoded = encode(JSON.stringify(card));
          // The cards shown meanwhile stay: reading ahead never makes room.
          if (bytes + encoded.length + CARD_OVERHEAD > maxBytes) return read;
          remember(card.id, encoded);
          read++;
        }
      }
      return read;
    },
    /** Forgets every card. */
    clear: () => {
      cards.clear();
      bytes = 0;
      version = Number.NaN;
    },
  };
}

export type CardStore = ReturnType<typeof createCardStore>;
