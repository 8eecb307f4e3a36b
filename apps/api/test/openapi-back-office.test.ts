import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { documentedAnswers } from "./support/openapi.js";
import { Shopper, communesOf16 } from "./support/shopper.js";
import { takeSku } from "./support/skus.js";
import { placeOrder, signedInStaff } from "./support/staff.js";

/**
 * The OpenAPI document is true for the back office's calls (see OPENAPI_SCOPES): real answers match the
 * schema it gives for their status, so a client generated from it works.
 */
const { app, db } = await createTestApp({ PAYMENTS: "test", ORDER_MAX_PER_IP_PER_HOUR: 1_000 });
const { load, expectDocumented, untried } = documentedAnswers();

let shopper: Shopper;
let productId: number;
let communeId: number;

beforeAll(async () => {
  await load(app);
  shopper = new Shopper(app);
  [communeId] = (await communesOf16(app)) as [number];
  const filter = await shopper.get("/api/products/filter?pageSize=1");
  productId = filter.body.products[0].id;
});

afterAll(() => {
  // Every documented operation of the back office's scope was tried, but for those support/openapi.ts skips.
  expect(untried("backOffice")).toEqual([]);
});

describe("the OpenAPI document: the back office's calls", () => {
  it("describes the real answers of the back office: staff, orders and their moves, stock, customers, messages, courier", async () => {
    const owner = await signedInStaff(app, db, "owner", "Karim Haddad");
    const check = async (
      method: "GET" | "POST" | "PATCH" | "DELETE",
      path: string,
      url: string,
      body?: unknown,
    ) => expectDocumented(method, path, await owner.request(method, url, body));
    await check("GET", "/api/admin/auth/me", "/api/admin/auth/me");
    await check("GET", "/api/admin/staff", "/api/admin/staff");
    const added = await owner.post("/api/admin/staff", {
      email: `equipe.${Date.now()}@exemple.dz`,
      name: "Nadia Saidi",
      role: "operator",
      password: shopper.password,
    });
    expectDocumented("POST", "/api/admin/staff", added);
    await check("PATCH", "/api/admin/staff/{id}", `/api/admin/staff/${added.body.id}`, { disabled: true });
    await check("POST", "/api/admin/staff/{id}/password", `/api/admin/staff/${added.body.id}/password`, {
      password: "Nouveau-Mot-2026!",
    });

    const orderSku = await takeSku(db, { minStock: 4, maxPrice: 5_000 });
    const first = await placeOrder(app, [orderSku]);
    const second = await placeOrder(app, [orderSku]);
    await check("GET", "/api/admin/orders", "/api/admin/orders?status=pending-confirmation&pageSize=5");
    await check("GET", "/api/admin/orders/{id}", `/api/admin/orders/${first.id}`);
    const lineId = (await owner.get(`/api/admin/orders/${first.id}`)).body.lines[0].id;
    await check("PATCH", "/api/admin/orders/{id}", `/api/admin/orders/${first.id}`, {
      lines: [{ id: lineId, quantity: 2 }],
    });
    await check("POST", "/api/admin/orders/{id}/no-answer", `/api/admin/orders/${first.id}/no-answer`, {
      note: "Pas de réponse",
    });
    await check("POST", "/api/admin/orders/{id}/confirm", `/api/admin/orders/${first.id}/confirm`, {});
    await check("POST", "/api/admin/orders/{id}/ship", `/api/admin/orders/${first.id}/ship`, {
      courier: "Yalidine",
      trackingNumber: "Y-1",
    });
    await check("POST", "/api/admin/orders/{id}/deliver", `/api/admin/orders/${first.id}/deliver`, {});
    await check("POST", "/api/admin/orders/{id}/deliver", `/api/admin/orders/${first.id}/deliver`, {});
    await check("POST", "/api/admin/orders/{id}/confirm", `/api/admin/orders/${second.id}/confirm`, {});
    await check("POST", "/api/admin/orders/{id}/ship", `/api/admin/orders/${second.id}/ship`, {
      courier: "Yalidine",
      trackingNumber: "Y-2",
    });
    await check("POST", "/api/admin/orders/{id}/return", `/api/admin/orders/${second.id}/return`, {});
    const third = await placeOrder(app, [orderSku]);
    await check("POST", "/api/admin/orders/{id}/confirm", `/api/admin/orders/${third.id}/confirm`, {});
    const csv = `Référence commande;Numéro de suivi;Transporteur\r\n${third.number};Z-3;ZR Express\r\n`;
    expectDocumented(
      "POST",
      "/api/admin/courier/import",
      await owner.request("POST", "/api/admin/courier/import", csv, { "content-type": "text/csv" }),
    );
    await check(
      "POST",
      "/api/admin/orders/{id}/cancel",
      `/api/admin/orders/${(await placeOrder(app, [orderSku])).id}/cancel`,
      { reason: "duplicate" },
    );

    await check("GET", "/api/admin/customers/{phone}", `/api/admin/customers/${first.shopper.phoneNumber}`);
    await check("POST", "/api/admin/blocklist", "/api/admin/blocklist", {
      phoneNumber: second.shopper.phoneNumber,
    });
    await check("GET", "/api/admin/blocklist", "/api/admin/blocklist");
    await check(
      "DELETE",
      "/api/admin/blocklist/{phone}",
      `/api/admin/blocklist/${second.shopper.phoneNumber}`,
    );

    await check("GET", "/api/admin/stock", `/api/admin/stock?q=${orderSku.colorNo}`);
    await check("GET", "/api/admin/stock/low", "/api/admin/stock/low?threshold=2");
    await check("POST", "/api/admin/stock/{skuId}", `/api/admin/stock/${orderSku.skuId}`, {
      mode: "adjust",
      quantity: 5,
      reason: "delivery",
    });
    await check("GET", "/api/admin/stock/{skuId}/movements", `/api/admin/stock/${orderSku.skuId}/movements`);

    const message = await new Shopper(app).post("/api/contact", {
      email: "amina@exemple.dz",
      message: "Bonjour",
    });
    expectDocumented("POST", "/api/contact", message);
    await check("GET", "/api/admin/messages", "/api/admin/messages");
    await check("PATCH", "/api/admin/messages/{id}", `/api/admin/messages/${message.body.id}`, {
      state: "read",
    });
    await check("GET", "/api/admin/dashboard", "/api/admin/dashboard");
    await check("GET", "/api/admin/products/{id}/preview", `/api/admin/products/${productId}/preview`);
    await check("POST", "/api/admin/auth/logout", "/api/admin/auth/logout", {});
    await check("GET", "/api/admin/auth/me", "/api/admin/auth/me");
    expectDocumented("POST", "/api/admin/auth/login", await owner.login());
  });

  it("describes the real answers of the back office's categories: tree, edits, moves, deletion, hand order", async () => {
    const owner = await signedInStaff(app, db, "owner", "Karim Haddad");
    const check = async (
      method: "GET" | "POST" | "PUT" | "DELETE",
      path: string,
      url: string,
      body?: unknown,
    ) => {
      const reply = await owner.request(method, url, body);
      expectDocumented(method, path, reply);
      return reply.body;
    };
    const { categories } = await check("GET", "/api/admin/categories", "/api/admin/categories");
    const created = await check("POST", "/api/admin/categories", "/api/admin/categories", {
      titleFr: "Documentée",
    });
    const child = await owner.post("/api/admin/categories", { parentId: created.id, titleFr: "Enfant" });
    await check("PUT", "/api/admin/categories/{id}", `/api/admin/categories/${created.id}`, {
      titleFr: "Documentée",
      slug: "documentee-2",
    });
    await check("POST", "/api/admin/categories/{id}/move", `/api/admin/categories/${created.id}/move`, {
      parentId: null,
      position: 0,
    });
    await check("DELETE", "/api/admin/categories/{id}", `/api/admin/categories/${created.id}`);
    await check("DELETE", "/api/admin/categories/{id}", `/api/admin/categories/${child.body.id}`);
    const withProducts = categories.find(
      (category: { products: { total: number } }) => category.products.total > 0,
    );
    const { placed, others } = await check(
      "GET",
      "/api/admin/categories/{id}/products",
      `/api/admin/categories/${withProducts.id}/products`,
    );
    const order = [...placed, ...others].slice(0, 2).map((product: { id: number }) => product.id);
    await check(
      "PUT",
      "/api/admin/categories/{id}/products/order",
      `/api/admin/categories/${withProducts.id}/products/order`,
      { productIds: order },
    );
  });

  it("describes the real answers of the delivery fees and the stop desks: grid, CSV preview, agencies, journal", async () => {
    const manager = await signedInStaff(app, db, "catalogue");
    const check = async (
      method: "GET" | "POST" | "PUT",
      path: string,
      url: string,
      body?: unknown,
      headers?: Record<string, string>,
    ) => {
      const reply = await manager.request(method, url, body, headers);
      expectDocumented(method, path, reply);
      return reply.body;
    };
    await check("GET", "/api/admin/delivery/fees", "/api/admin/delivery/fees");
    const fee = { stateId: 16, method: "home-delivery", mode: "price", price: 420, minDays: 1, maxDays: 2 };
    await check("PUT", "/api/admin/delivery/fees", "/api/admin/delivery/fees", { fees: [fee] });
    const file =
      "wilaya;nom;domicile_prix;domicile_jours_min;domicile_jours_max;stopdesk_prix;stopdesk_jours_min;stopdesk_jours_max\r\n16;Alger;400;1;2;250;1;2\r\n";
    await check("POST", "/api/admin/delivery/fees.csv", "/api/admin/delivery/fees.csv", file, {
      "content-type": "text/csv",
    });
    await check("GET", "/api/admin/delivery/changes", "/api/admin/delivery/changes");
    const { stopDesks } = await check("GET", "/api/admin/stop-desks", "/api/admin/stop-desks?stateId=16");
    const desk = {
      stateId: 16,
      communeId,
      name: "Agence Documentée",
      address: "1, rue Didouche Mourad",
      openingHours: "Samedi au jeudi, 8 h – 18 h",
      courier: "Yalidine",
    };
    const created = await check("POST", "/api/admin/stop-desks", "/api/admin/stop-desks", desk);
    await check("PUT", "/api/admin/stop-desks/{id}", `/api/admin/stop-desks/${created.id}`, {
      ...desk,
      name: "Agence Documentée 2",
    });
    await check("PUT", "/api/admin/stop-desks/{id}/open", `/api/admin/stop-desks/${stopDesks[0].id}/open`, {
      isActive: true,
    });
  });

  it("describes the real answers of the top bar's announcements: list, create, edit, switch, order, deletion", async () => {
    const manager = await signedInStaff(app, db, "catalogue");
    const check = async (
      method: "GET" | "POST" | "PUT" | "DELETE",
      path: string,
      url: string,
      body?: unknown,
    ) => {
      const reply = await manager.request(method, url, body);
      expectDocumented(method, path, reply);
      return reply.body;
    };
    const item = { textFr: "Annonce documentée", bgColor: "#111111", textColor: "#ffffff" };
    const created = await check("POST", "/api/admin/announcements", "/api/admin/announcements", item);
    await check("POST", "/api/admin/announcements", "/api/admin/announcements", {
      ...item,
      textColor: "#222222",
    });
    await check("PUT", "/api/admin/announcements/{id}", `/api/admin/announcements/${created.id}`, {
      ...item,
      startsAt: "2026-07-01T10:00",
    });
    await check(
      "PUT",
      "/api/admin/announcements/{id}/active",
      `/api/admin/announcements/${created.id}/active`,
      { isActive: false },
    );
    const { announcements } = await check("GET", "/api/admin/announcements", "/api/admin/announcements");
    const ids = announcements.map((announcement: { id: number }) => announcement.id).reverse();
    await check("PUT", "/api/admin/announcements/order", "/api/admin/announcements/order", { ids });
    await check("PUT", "/api/admin/announcements/order", "/api/admin/announcements/order", {
      ids: ids.slice(1),
    });
    await check("DELETE", "/api/admin/announcements/{id}", `/api/admin/announcements/${created.id}`);
    await check("DELETE", "/api/admin/announcements/{id}", `/api/admin/announcements/${created.id}`);
  });

  it("describes the real answers of the backups: list, one on demand, a file gone", async () => {
    const owner = await signedInStaff(app, db, "owner", "Karim Haddad");
    expectDocumented("POST", "/api/admin/backups", await owner.post("/api/admin/backups"));
    for (let attempt = 0; attempt < 100; attempt++) {
      const list = await owner.get("/api/admin/backups");
      expectDocumented("GET", "/api/admin/backups", list);
      if (list.body.backups.every((run: { status: string }) => run.status !== "running")) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expectDocumented(
      "GET",
      "/api/admin/backups/{id}/file",
      await owner.get("/api/admin/backups/999999/file"),
    );
  });

  it("describes the real answers of the offers, free delivery and the shop's details", async () => {
    const [manager, owner] = await Promise.all([
      signedInStaff(app, db, "catalogue"),
      signedInStaff(app, db, "owner"),
    ]);
    const check = async (
      client: typeof manager,
      method: "GET" | "POST" | "PUT" | "DELETE",
      path: string,
      url: string,
      body?: unknown,
    ) => {
      const reply = await client.request(method, url, body);
      expectDocumented(method, path, reply);
      return reply.body;
    };
    const [{ giftSkuId }] = (
      await db.execute<{ giftSkuId: number }>(sql`select gift_sku_id as "giftSkuId" from offers limit 1`)
    ).rows as [{ giftSkuId: number }];
    const offer = {
      titleFr: "Offre documentée",
      minOrderAmount: 4_000,
      giftSkuId,
      startsAt: "2026-07-01T10:00",
      endsAt: "2026-08-01T10:00",
    };
    const created = await check(manager, "POST", "/api/admin/offers", "/api/admin/offers", offer);
    await check(manager, "POST", "/api/admin/offers", "/api/admin/offers", { ...offer, minOrderAmount: 0 });
    await check(manager, "PUT", "/api/admin/offers/{id}", `/api/admin/offers/${created.id}`, {
      ...offer,
      minOrderAmount: 4_500,
    });
    await check(manager, "GET", "/api/admin/offers", "/api/admin/offers");
    await check(manager, "GET", "/api/admin/offers/gifts", "/api/admin/offers/gifts?q=chaussure");
    await check(manager, "PUT", "/api/admin/offers/free-delivery", "/api/admin/offers/free-delivery", {
      from: 9_000,
      methods: "home",
    });
    await check(manager, "DELETE", "/api/admin/offers/{id}", `/api/admin/offers/${created.id}`);
    await check(manager, "DELETE", "/api/admin/offers/{id}", `/api/admin/offers/${created.id}`);
    const { shop } = await check(owner, "GET", "/api/admin/shop", "/api/admin/shop");
    await check(owner, "PUT", "/api/admin/shop", "/api/admin/shop", { ...shop, phone: "0555 12 34 56" });
    await check(owner, "PUT", "/api/admin/shop", "/api/admin/shop", { ...shop, phone: "12" });
  });
});
