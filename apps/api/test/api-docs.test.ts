import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";

const production = await createTestApp({ NODE_ENV: "production" });
const enabled = await createTestApp({ NODE_ENV: "production", API_DOCS: "true" });
const development = await createTestApp({ NODE_ENV: "development" });

type App = typeof production.app;
const get = (app: App, url: string) => app.inject({ method: "GET", url });

describe("API documentation", () => {
  it("is not published in production: /api/docs and /api/openapi.json answer 404", async () => {
    for (const url of ["/api/docs", "/api/docs/static/index.html", "/api/openapi.json"]) {
      const response = await get(production.app, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect((await get(production.app, "/api/health")).statusCode).toBe(200);
  });

  it("is published in production with API_DOCS=true, and outside production", async () => {
    for (const { app } of [enabled, development]) {
      expect([200, 302]).toContain((await get(app, "/api/docs")).statusCode);
      const document = await get(app, "/api/openapi.json");
      expect(document.statusCode).toBe(200);
      expect(document.json().paths).toHaveProperty(["/api/health"]);
    }
  });
});
