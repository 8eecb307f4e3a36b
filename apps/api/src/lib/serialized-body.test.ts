import { execFileSync } from "node:child_process";
import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  acceptsGzip,
  crc32Combine,
  DeflatedJson,
  JsonText,
  serialize,
  serializeBytes,
  serializeJson,
} from "./serialized-body.js";

describe("serialize", () => {
  it("keeps the body gzip-compressed, and gives its JSON to a client without gzip", () => {
    const body = { items: Array.from({ length: 50 }, (_, id) => ({ id, title: "Chaussure de running" })) };
    const { json, gzip } = serialize(body);
    expect(JSON.parse(json.toString())).toEqual(body);
    expect(gunzipSync(gzip).equals(json)).toBe(true);
  });
});

describe("serialize, with pieces compressed once", () => {
  const card = (id: number) =>
    DeflatedJson.of(JSON.stringify({ id, title: `Veste « Tech » ${"légère ".repeat(id)}`, titleAr: "سترة خفيفة" }));
  const row = (cards: DeflatedJson[]) =>
    new JsonText(["[", ...cards.flatMap((c, i) => (i === 0 ? [c] : [",", c])), "]"].map((p) => (typeof p === "string" ? Buffer.from(p) : p)));

  it("makes one gzip member of them and the body's own text, which gunzip reads whole and checks", () => {
    const cards = [1, 2, 40, 3].map(card);
    const body = {
      products: row(cards),
      total: 4,
      facets: new JsonText(DeflatedJson.of(JSON.stringify([{ key: "gender", values: ["Homme", "Femme"] }]))),
      // Text long enough to be compressed in its own run, and short text stored between the pieces.
      description: "Chaussure de running légère. ".repeat(100),
      category: { title: "Été", titleAr: "صيف" },
    };
    const { gzip, json } = serialize(body);
    expect(gunzipSync(gzip).toString()).toBe(serializeJson(body));
    expect(JSON.parse(json.toString())).toEqual(JSON.parse(serializeJson(body)));
    // gzip's own tool checks the CRC-32 and length of the trailer, as a browser does.
    expect(execFileSync("gzip", ["-dc"], { input: gzip }).toString()).toBe(serializeJson(body));
    expect(() => gunzipSync(Buffer.concat([gzip.subarray(0, -8), Buffer.alloc(8)]))).toThrow();
  });

  it("puts the same card's bytes in every answer that shows it, without compressing it again", () => {
    const shared = card(5);
    const one = serialize({ products: row([card(1), shared]) }).gzip;
    const other = serialize({ products: row([shared, card(2)]), total: 2 }).gzip;
    expect(one.includes(shared.deflated)).toBe(true);
    expect(other.includes(shared.deflated)).toBe(true);
    expect(JSON.parse(gunzipSync(other).toString()).products[0].id).toBe(5);
  });

  it("decompresses a piece for a body serialised without gzip", () => {
    const body = { products: row([card(7), card(8)]) };
    expect(JSON.parse(serializeBytes(body).toString()).products.map((p: { id: number }) => p.id)).toEqual([7, 8]);
  });
});

describe("crc32Combine", () => {
  it("is the CRC-32 of two byte strings one after the other", () => {
    const texts = ["", "a", "Chaussure « Trail »", "حذاء".repeat(300), "x".repeat(70_000)].map((t) => Buffer.from(t));
    for (const a of texts) {
      for (const b of texts) expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    }
  });
});

describe("acceptsGzip", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["gzip", true],
    ["gzip, deflate, br", true],
    ["br;q=1.0, GZIP;q=0.5", true],
    ["deflate, br", false],
    ["identity", false],
    ["gzip;q=0", false],
    ["gzip; q=0.0, *", false],
    ["*", true],
    ["*;q=0", false],
    ["br, *;q=0.1", true],
  ])("%j → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe("serializeJson", () => {
  it("is JSON.stringify for bodies without JSON text", () => {
    const bodies = [null, 3, "é « » \u2028", [1, undefined, "a"], { a: 1, b: undefined, c: [{ d: new Date(0) }] }];
    for (const body of bodies) expect(serializeJson(body)).toBe(JSON.stringify(body));
  });

  it("puts JSON text as it is, at any depth", () => {
    const cards = new JsonText('[{"id":1},{"id":2}]');
    const body = { page: { items: cards, total: 2, skipped: undefined }, list: [cards], title: "Homme" };
    const json = serializeJson(body);
    expect(JSON.parse(json)).toEqual({ page: { items: [{ id: 1 }, { id: 2 }], total: 2 }, list: [[{ id: 1 }, { id: 2 }]], title: "Homme" });
  });

  it("copies JSON held as UTF-8 bytes as it is, between the body's own texts", () => {
    const cards = new JsonText(Buffer.from('[{"title":"Veste « Tech »","titleAr":"جاكيت"}]'));
    const body = { products: cards, total: 1, category: { title: "Été" }, facets: [] };
    const bytes = serializeBytes(body);
    expect(bytes.toString()).toBe(serializeJson(body));
    expect(JSON.parse(bytes.toString())).toEqual({
      products: [{ title: "Veste « Tech »", titleAr: "جاكيت" }],
      total: 1,
      category: { title: "Été" },
      facets: [],
    });
    expect(serializeBytes({ a: 1, b: [2, "é"] }).toString()).toBe(JSON.stringify({ a: 1, b: [2, "é"] }));
  });

  it("joins JSON held as pieces of bytes (a row of cards) in their order", async () => {
    const pieces = ["[", '{"title":"Maillot « Domicile »"}', ",", '{"titleAr":"حذاء"}', "]"].map((piece) => Buffer.from(piece));
    const body = { products: new JsonText(pieces), total: 2 };
    const expected = { products: [{ title: "Maillot « Domicile »" }, { titleAr: "حذاء" }], total: 2 };
    expect(JSON.parse(serializeBytes(body).toString())).toEqual(expected);
    expect(JSON.parse(serializeJson(body))).toEqual(expected);
    expect(gunzipSync(serialize(body).gzip).toString()).toBe(serializeBytes(body).toString());
  });
});
