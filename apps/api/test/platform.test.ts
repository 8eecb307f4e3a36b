import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { loadConfig } from "../src/config.js";
import { createTestApp, createTestDatabase } from "./database.js";

const { app } = await createTestApp();
const broken = await createBrokenApp();

describe("health, documentation and errors", () => {
  it("reports health after checking the database", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
    expect(response.headers["x-request-id"]).toEqual(expect.any(String));
  });

  it("reports not ready until the category tree and the product index are loaded after a start", async () => {
    const { url, database } = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }, { DATABASE_URL: url });
    const started = await buildApp({ config, database });
    try {
      const starting = await started.inject({ method: "GET", url: "/api/health" });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toEqual({
        error: { code: "NOT_READY", message: "Le catalogue est en cours de chargement" },
      });
      expect(starting.headers["retry-after"]).toBe("1");
      // The check started the loading if nobody had: it completes, and the process is ready.
      await started.catalog.warm();
      expect((await started.inject({ method: "GET", url: "/api/health" })).json()).toEqual({ status: "ok", database: "ok" });
    } finally {
      await started.close();
    }
    // A catalogue that cannot be read keeps the process not ready, each check trying the loading again.
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await broken.inject({ method: "GET", url: "/api/health" });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe("NOT_READY");
      await expect(broken.catalog.warm()).rejects.toThrow();
    }
  });

  it("publishes an OpenAPI document naming every catalogue call, and a docs page", async () => {
    const document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      "/api/categories/tree",
      "/api/categories/slug/{slug}",
      "/api/products/find/id/{id}",
      "/api/products/filter",
      "/api/products/search",
      "/api/products/stock/{id}",
      "/api/products/variations/color-size",
      "/api/states",
      "/api/states/{id}/communes",
      "/api/states/price",
      "/api/offers",
      "/api/announcements",
      "/api/health",
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    const docs = await app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it("answers unknown routes with a 404 in the error shape", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Cette adresse de l’API n’existe pas" } });
  });

  it("never sends the details of an internal error", async () => {
    const response = await broken.inject({ method: "GET", url: "/api/categories/tree" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: "INTERNAL_ERROR", message: "Une erreur interne est survenue. Veuillez réessayer." },
    });
    expect(response.body).not.toMatch(/relation|stack|at /i);
  });
});

/** The API on a database whose catalogue table is gone, so a read fails inside PostgreSQL. */
async function createBrokenApp() {
  const { url, database } = await createTestDatabase();
  await database.pool.query("drop table categories cascade");
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", CATALOG_CACHE_SECONDS: "0" }, { DATABASE_URL: url });
  const app = await buildApp({ config, database });
  // Closed before its database: the connection it listens on for catalogue changes goes back to the pool first.
  afterAll(() => app.close());
  return app;
}
