import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, serialize } from "./serialized-body.js";

describe("serialize", () => {
  it("keeps the JSON and a gzip copy of the same bytes", async () => {
    const body = { items: Array.from({ length: 50 }, (_, id) => ({ id, title: "Chaussure de running" })) };
    const { json, gzip } = await serialize(body);
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
