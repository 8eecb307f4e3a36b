import type { SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Queryable } from "../src/db/client.js";
import { DeflatedJson, serializeJson } from "../src/lib/serialized-body.js";
import { CARDS_BYTES, cardWeight, createCardStore } from "../src/modules/catalog/product-cards.js";
import { createTestDatabase } from "./database.js";

const { database } = await createTestDatabase();
let ids: number[] = [];
let reads = 0;
/** The database as the store sees it, counting the reads of cards that reach PostgreSQL. */
const counted = { execute: (query: SQL) => (reads++, database.db.execute(query)) } as unknown as Queryable;

beforeAll(async () => {
  ids = (await database.pool.query<{ id: number }>("select id from products where is_published order by id")).rows.map(({ id }) => id);
});

const cardsOf = async (store: ReturnType<typeof createCardStore>, page: number[]) =>
  JSON.parse(serializeJson(await store.serialize(1, page))) as { id: number }[];

describe("the product cards kept", () => {
  it("keeps every card of the catalogue within its budget: a second walk over all of it reads nothing", async () => {
    const store = createCardStore(counted);
    reads = 0;
    for (let start = 0; start < ids.length; start += 24) await cardsOf(store, ids.slice(start, start + 24));
    const firstWalk = reads;
    for (let start = 0; start < ids.length; start += 24) {
      const page = ids.slice(start, start + 24);
      expect((await cardsOf(store, page)).map((card) => card.id)).toEqual(page);
    }
    expect(firstWalk).toBe(Math.ceil(ids.length / 24));
    expect(reads).toBe(firstWalk);
    // 400 demo products take a fraction of the budget: about 1 KB each, kept compressed.
    expect(ids.length * 4 * 1024).toBeLessThan(CARDS_BYTES);
  });

  it("past its budget, forgets the cards shown least recently first", async () => {
    const [a, b, c] = ids as [number, number, number];
    // What each card takes in the store: its JSON compressed and about 200 bytes beside.
    const [sizeA, sizeB, sizeC] = (await cardsOf(createCardStore(database.db), [a, b, c])).map((card) =>
      cardWeight(DeflatedJson.of(JSON.stringify(card))),
    );
    // Room for two of them, not for the three.
    const store = createCardStore(counted, sizeA! + Math.max(sizeB!, sizeC!));
    reads = 0;
    await cardsOf(store, [a]);
    await cardsOf(store, [b]);
    await cardsOf(store, [a]); // kept, and now the most recently shown
    await cardsOf(store, [c]); // over the budget: b goes
    expect(reads).toBe(3);
    await cardsOf(store, [a]);
    expect(reads).toBe(3);
    await cardsOf(store, [b]);
    expect(reads).toBe(4);
  });

  it("reads the cards ahead, a batch at a time, within its budget and while the catalogue version holds", async () => {
    const store = createCardStore(counted);
    reads = 0;
    expect(await store.readAhead(1, ids, 100)).toBe(ids.length);
    expect(reads).toBe(Math.ceil(ids.length / 100));
    for (let start = 0; start < ids.length; start += 24) await cardsOf(store, ids.slice(start, start + 24));
    expect(reads).toBe(Math.ceil(ids.length / 100));

    // A budget of about ten cards: reading stops once it is full.
    const small = createCardStore(counted, 10 * 600);
    reads = 0;
    const read = await small.readAhead(1, ids, 5);
    expect(read).toBeGreaterThanOrEqual(5);
    expect(read).toBeLessThanOrEqual(10);
    expect(reads).toBe(Math.floor(read / 5) + 1);

    // A listing of a newer version while reading: the cards read for the old one are not kept.
    const moving = createCardStore(counted);
    const ahead = moving.readAhead(1, ids, 50);
    await moving.serialize(2, ids.slice(0, 3));
    await ahead;
    reads = 0;
    await moving.serialize(2, ids.slice(100, 103));
    expect(reads).toBe(1);
  });
});
