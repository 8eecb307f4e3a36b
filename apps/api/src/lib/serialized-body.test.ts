import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, JsonText, serialize, serializeBytes, serializeJson } from "./serialized-body.js";

describe("serialize", () => {
  it("keeps the body gzip-compressed, and gives its JSON to a client without gzip", () => {
    const body = { items: Array.from({ length: 50 }, (_, id) => ({ id, title: "Chaussure de running" })) };
    const { json, gzip } = serialize(body);
    expect(JSON.parse(json.toString())).toEqual(body);
    expect(gunzipSync(gzip).equals(json)).toBe(true);
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
