import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";

const { app } = await createTestApp();

const requestIdFor = async (given: string) => {
  const response = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": given } });
  return response.headers["x-request-id"];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("request id", () => {
  it("keeps a caller's x-request-id that is a UUID", async () => {
    const given = "3f2b8c1e-9d4a-4e6b-8f0a-1c2d3e4f5a6b";
    expect(await requestIdFor(given)).toBe(given);
  });

  it("replaces any other x-request-id with a UUID of its own", async () => {
    for (const given of ["../../etc", "x".repeat(500), "3f2b8c1e-9d4a-4e6b-8f0a-1c2d3e4f5a6b\nforged log line"]) {
      const sent = await requestIdFor(given);
      expect(sent).not.toBe(given);
      expect(sent).toMatch(UUID);
    }
  });

  it("gives a UUID to a request that sends none", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-request-id"]).toMatch(UUID);
  });
});
