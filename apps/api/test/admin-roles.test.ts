import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { errorOf } from "./support/shopper.js";
import { signedInStaff, type StaffClient } from "./support/staff.js";

const { app, db } = await createTestApp();

type Document = { paths: Record<string, Record<string, unknown>> };
type Operation = { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; path: string; url: string };

/**
 * The catalogue's part of the back office: products, colours, pictures, categories, prices, the top bar's
 * announcements, the delivery fees and the stop desks, the offers.
 */
const CATALOGUE_PATHS = /^\/api\/admin\/(products|colours|categories|price-changes|catalogue|announcements|delivery|stop-desks|offers)(\/|$)/;
/** The orders' part: orders, courier, customers, blocked phones, messages, the dashboard. */
const ORDERS_PATHS = /^\/api\/admin\/(orders|courier|customers|blocklist|messages|dashboard)(\/|$)/;

/** Every `/api/admin/*` operation the API registered, read from its own OpenAPI document (built from its routes). */
async function adminOperations(): Promise<Operation[]> {
  const document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json() as Document;
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/admin/"))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase() as Operation["method"],
        path,
        // Path parameters get values of the right form, so a refusal cannot come from validation.
        url: path
          .replace("{id}", path.startsWith("/api/admin/orders") || path.startsWith("/api/admin/messages") ? "4b0c3d7e-8f1a-4c2b-9d3e-5f6a7b8c9d0e" : "1")
          .replace("{colourId}", "1")
          .replace("{skuId}", "1")
          .replace("{phone}", "0550000000"),
      })),
    );
}

const send = (client: StaffClient, { method, url }: Operation) =>
  client.request(method, url, method === "GET" ? undefined : {});

describe("who may do what in the back office, route by route", () => {
  it("refuses operators every catalogue write (403) and lets them read the catalogue", async () => {
    const operations = (await adminOperations()).filter(({ path }) => CATALOGUE_PATHS.test(path));
    const writes = operations.filter(({ method }) => method !== "GET");
    // Products, colours, pictures, links, categories: the catalogue editor's routes are all there.
    expect(writes.length).toBeGreaterThanOrEqual(12);
    const operator = await signedInStaff(app, db, "operator");
    for (const operation of writes) {
      const reply = await send(operator, operation);
      expect(reply.status, `${operation.method} ${operation.url}`).toBe(403);
      expect(errorOf(reply).message).toBe("Réservé au catalogue : demandez l’accès au gérant de la boutique");
    }
    for (const operation of operations.filter(({ method, path }) => method === "GET" && !path.includes("{"))) {
      expect((await send(operator, operation)).status, `${operation.method} ${operation.url}`).toBe(200);
    }
  });

  it("refuses the catalogue role every order, courier, customer and message route (403)", async () => {
    const operations = (await adminOperations()).filter(({ path }) => ORDERS_PATHS.test(path));
    expect(operations.length).toBeGreaterThanOrEqual(10);
    const catalogue = await signedInStaff(app, db, "catalogue");
    for (const operation of operations) {
      const reply = await send(catalogue, operation);
      expect(reply.status, `${operation.method} ${operation.url}`).toBe(403);
    }
  });

  it("refuses the catalogue role the team (owner only), and lets it into the catalogue and the stock", async () => {
    const catalogue = await signedInStaff(app, db, "catalogue");
    expect((await catalogue.get("/api/admin/staff")).status).toBe(403);
    expect((await catalogue.get("/api/admin/products")).status).toBe(200);
    expect((await catalogue.get("/api/admin/categories")).status).toBe(200);
    expect((await catalogue.get("/api/admin/stock/low")).status).toBe(200);
    expect((await catalogue.get("/api/admin/auth/me")).body.role).toBe("catalogue");
  });

  it("keeps the shop's details to owners: operators and the catalogue role are refused (403)", async () => {
    const operations = (await adminOperations()).filter(({ path }) => /^\/api\/admin\/shop(\/|$)/.test(path));
    expect(operations.map(({ method }) => method).sort()).toEqual(["GET", "PUT"]);
    for (const role of ["operator", "catalogue"] as const) {
      const staff = await signedInStaff(app, db, role);
      for (const operation of operations) {
        const reply = await send(staff, operation);
        expect(reply.status, `${role} ${operation.method} ${operation.url}`).toBe(403);
        expect(errorOf(reply).message).toBe("Réservé au gérant de la boutique");
      }
    }
  });

  it("lets owners into both halves", async () => {
    const owner = await signedInStaff(app, db, "owner");
    expect((await owner.get("/api/admin/products")).status).toBe(200);
    expect((await owner.get("/api/admin/orders")).status).toBe(200);
  });

  it("keeps the outbox to owners: every /api/admin/mail route refuses operators and the catalogue role (403)", async () => {
    const operations = (await adminOperations()).filter(({ path }) => path.startsWith("/api/admin/mail"));
    expect(operations.length).toBeGreaterThanOrEqual(2);
    const operator = await signedInStaff(app, db, "operator");
    const catalogue = await signedInStaff(app, db, "catalogue");
    const owner = await signedInStaff(app, db, "owner");
    for (const operation of operations) {
      expect((await send(operator, operation)).status, `${operation.method} ${operation.url}`).toBe(403);
      expect((await send(catalogue, operation)).status, `${operation.method} ${operation.url}`).toBe(403);
      expect(errorOf(await send(operator, operation)).message).toBe("Réservé au gérant de la boutique");
    }
    expect((await owner.get("/api/admin/mail")).status).toBe(200);
  });
});
