import SwaggerParser from "@apidevtools/swagger-parser";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { STAFF_COOKIE } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { multipartBody } from "./support/multipart.js";
import { picture } from "./support/pictures.js";
import { SHOP_ORIGIN, Shopper, addressBody, communesOf16 } from "./support/shopper.js";
import { settledImport, uploadCatalogue } from "./support/catalogue-file.js";
import { takeSku, type Sku } from "./support/skus.js";
import { placeOrder, signedInStaff } from "./support/staff.js";

/**
 * The OpenAPI document is true: it validates, and real answers of every route match the schema it gives for
 * their status, so a client generated from it works.
 */
const { app, db } = await createTestApp({ PAYMENTS: "test", ORDER_MAX_PER_IP_PER_HOUR: 1_000 });

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

let document: Document;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const validators = new Map<string, ValidateFunction>();
/** Operations whose answers were checked, as `METHOD /path/{param}`. */
const checked = new Set<string>();

/** The schema the document gives for an operation's answer with this status, compiled once. */
function validatorFor(method: string, path: string, status: number): ValidateFunction {
  const key = `${method} ${path} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const operation = document.paths[path]?.[method.toLowerCase()];
    expect(operation, `${method} ${path} is in the document`).toBeDefined();
    const schema = operation!.responses?.[String(status)]?.content?.["application/json"]?.schema;
    expect(schema, `${method} ${path} documents its ${status} answer`).toBeDefined();
    validate = ajv.compile({ ...(schema as object), components: document.components });
    validators.set(key, validate);
  }
  return validate;
}

/** Checks a real answer against the document, and notes the operation as covered. */
function expectDocumented(method: string, path: string, reply: { status: number; body: unknown }): void {
  const validate = validatorFor(method, path, reply.status);
  const valid = validate(reply.body);
  expect(valid, `${method} ${path} ${reply.status}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(
    true,
  );
  checked.add(`${method} ${path}`);
}

let shopper: Shopper;
let sku: Sku;
let productId: number;
let categorySlug: string;
let communeId: number;

beforeAll(async () => {
  const reply = await app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(reply.statusCode).toBe(200);
  document = reply.json() as Document;
  ajv.addSchema({ $id: "doc", components: document.components });
  shopper = new Shopper(app);
  sku = await takeSku(db, { minStock: 5 });
  [communeId] = (await communesOf16(app)) as [number];
  const filter = await shopper.get("/api/products/filter?pageSize=1");
  productId = filter.body.products[0].id;
  categorySlug = (await shopper.get("/api/categories/tree")).body[0].slug;
});

afterAll(() => {
  // Every documented JSON operation was tried, but for the payment provider's webhook and the TEST gateway's
  // HTML page and form posts, which the payment tests cover.
  // The courier export and the orders export answer CSV files, which admin-operations.test.ts and
  // admin-orders-export.test.ts read; so are the fee grid's file (admin-delivery.test.ts) and the catalogue file.
  const skipped =
    /chargily\/webhook|test-gateway|courier\/export|orders\/export|catalogue\/export|^GET \/api\/admin\/delivery\/fees\.csv$/;
  const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  expect(documented.filter((operation) => !skipped.test(operation) && !checked.has(operation))).toEqual([]);
});

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI document (every $ref resolves)", async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("describes the real answers of the catalogue and geography reads", async () => {
    const reads: [string, string][] = [
      ["/api/health", "/api/health"],
      ["/api/health/live", "/api/health/live"],
      ["/api/health/ready", "/api/health/ready"],
      ["/api/categories/tree", "/api/categories/tree"],
      [`/api/categories/slug/${categorySlug}`, "/api/categories/slug/{slug}"],
      [`/api/products/find/id/${productId}`, "/api/products/find/id/{id}"],
      [`/api/products/stock/${productId}`, "/api/products/stock/{id}"],
      [`/api/products/related/${productId}`, "/api/products/related/{id}"],
      ["/api/products/filter?pageSize=3&sort=price-asc", "/api/products/filter"],
      ["/api/products/search?query=chaussure", "/api/products/search"],
      ["/api/products/popular-searches", "/api/products/popular-searches"],
      [
        `/api/products/variations/color-size?colorNo=${sku.colorNo}&size=${encodeURIComponent(sku.size)}`,
        "/api/products/variations/color-size",
      ],
      ["/api/states", "/api/states"],
      ["/api/states/16/communes", "/api/states/{id}/communes"],
      ["/api/states/16/stop-desks", "/api/states/{id}/stop-desks"],
      ["/api/states/price?stateId=16&deliveryMethod=home-delivery", "/api/states/price"],
      ["/api/states/prices", "/api/states/prices"],
      ["/api/offers", "/api/offers"],
      ["/api/announcements", "/api/announcements"],
      ["/api/shop", "/api/shop"],
      ["/api/payments/methods", "/api/payments/methods"],
      ["/api/catalog/version", "/api/catalog/version"],
    ];
    for (const [url, path] of reads) expectDocumented("GET", path, await shopper.get(url));
    // An error answer is documented too.
    expectDocumented(
      "GET",
      "/api/products/find/id/{id}",
      await shopper.get("/api/products/find/id/999999999"),
    );
  });

  it("describes the real answers of a shopper's journey: account, cart, wishlist, addresses, order, payment", async () => {
    const email = `openapi.${Date.now()}@exemple.dz`;
    expectDocumented("GET", "/api/cart", await shopper.get("/api/cart"));
    expectDocumented(
      "POST",
      "/api/users/sign-up",
      await shopper.post("/api/users/sign-up", {
        email,
        firstName: "Amina",
        lastName: "Benali",
        password: shopper.password,
      }),
    );
    expectDocumented("GET", "/api/users/me", await shopper.get("/api/users/me"));
    expectDocumented(
      "PATCH",
      "/api/users/edit-user",
      await shopper.patch("/api/users/edit-user", {
        email,
        firstName: "Amina",
        lastName: "Benali",
        phoneNumber: "0551234567",
      }),
    );
    expectDocumented(
      "PATCH",
      "/api/cart/update",
      await shopper.patch("/api/cart/update", {
        colorNo: sku.colorNo,
        size: sku.size,
        quantity: 1,
        mode: "add",
      }),
    );
    expectDocumented("GET", "/api/cart", await shopper.get("/api/cart"));
    expectDocumented(
      "PATCH",
      "/api/wishlist/update",
      await shopper.patch("/api/wishlist/update", {
        colorNo: sku.colorNo,
        action: "add",
      }),
    );
    expectDocumented("GET", "/api/wishlist", await shopper.get("/api/wishlist"));

    const address = addressBody(communeId);
    const added = await shopper.post("/api/addresses", address);
    expectDocumented("POST", "/api/addresses", added);
    const addressId = added.body.addresses[0].id;
    expectDocumented("GET", "/api/addresses", await shopper.get("/api/addresses"));
    expectDocumented(
      "PATCH",
      "/api/addresses/{id}",
      await shopper.patch(`/api/addresses/${addressId}`, address),
    );
    expectDocumented(
      "POST",
      "/api/addresses/{id}/default",
      await shopper.post(`/api/addresses/${addressId}/default`),
    );
    expectDocumented(
      "DELETE",
      "/api/addresses/{id}",
      await shopper.request("DELETE", `/api/addresses/${addressId}`),
    );

    const order = await shopper.checkout({ paymentMethodOptions: { type: "cib" } });
    expectDocumented("POST", "/api/guest-order/create", order);
    expectDocumented("GET", "/api/guest-order/{id}", await shopper.get(`/api/guest-order/${order.body.id}`));
    expectDocumented(
      "GET",
      "/api/guest-order/{id}",
      await new Shopper(app).get(`/api/guest-order/${order.body.id}`),
    );
    expectDocumented("GET", "/api/orders", await shopper.get("/api/orders"));
    expectDocumented(
      "POST",
      "/api/guest-order/{id}/retry-payment",
      await shopper.post(`/api/guest-order/${order.body.id}/retry-payment`, {}),
    );
    expectDocumented(
      "POST",
      "/api/guest-order/{id}/pay-on-delivery",
      await shopper.post(`/api/guest-order/${order.body.id}/pay-on-delivery`),
    );

    expectDocumented(
      "PATCH",
      "/api/users/change-password",
      await shopper.patch("/api/users/change-password", {
        oldPassword: shopper.password,
        newPassword: "Nouveau-Mot-2026!",
        confirmPassword: "Nouveau-Mot-2026!",
      }),
    );
    expectDocumented("POST", "/api/users/logout", await shopper.post("/api/users/logout"));
    expectDocumented(
      "POST",
      "/api/users/login",
      await shopper.post("/api/users/login", {
        email,
        password: "Nouveau-Mot-2026!",
      }),
    );
  });

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

  it("describes the real answers of the catalogue editor: products, colours × sizes, links, history, price log, facets", async () => {
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
    const [vestes] = (
      await db.execute<{ id: number }>(sql`select id from categories where slug = 'homme-vetements-vestes'`)
    ).rows;
    const form = {
      titleFr: "Veste documentée",
      categoryIds: [vestes!.id],
      primaryCategoryId: vestes!.id,
      facets: {
        gender: "Homme",
        ageGroup: "Adultes",
        articleType: "Vestes",
        division: "Vêtements",
        activity: "Running",
      },
    };
    const created = await check("POST", "/api/admin/products", "/api/admin/products", form);
    await check("GET", "/api/admin/products", "/api/admin/products?q=documentee&pageSize=5");
    await check("GET", "/api/admin/products/{id}", `/api/admin/products/${created.id}`);
    await check("GET", "/api/admin/products/{id}", "/api/admin/products/2000000000");
    const saved = await check("PUT", "/api/admin/products/{id}", `/api/admin/products/${created.id}`, {
      ...form,
      revision: 1,
    });
    const colour = {
      colorNo: `9${Date.now()}`,
      nameFr: "Noir",
      hex: "#000000",
      searchColor: "Noir",
      sizes: ["M", "L"],
      price: 4900,
    };
    const coloured = await check(
      "POST",
      "/api/admin/products/{id}/colours",
      `/api/admin/products/${created.id}/colours`,
      { ...colour, revision: saved.revision },
    );
    const second = await manager.post(`/api/admin/products/${created.id}/colours`, {
      ...colour,
      colorNo: `8${Date.now()}`,
      revision: coloured.revision,
    });
    const [noir, blanc] = second.body.colours as {
      id: number;
      skus: { id: number; size: string; ean: string; price: number; stock: number }[];
    }[];
    const grid = {
      ...colour,
      revision: second.body.revision,
      skus: noir!.skus.map((sku) => ({ ...sku, sku: "", stock: 3 })),
    };
    const gridSaved = await check(
      "PUT",
      "/api/admin/colours/{colourId}",
      `/api/admin/colours/${noir!.id}`,
      grid,
    );
    await check("PUT", "/api/admin/colours/{colourId}", `/api/admin/colours/${noir!.id}`, grid);
    const linked = await check(
      "PUT",
      "/api/admin/colours/{colourId}/links",
      `/api/admin/colours/${noir!.id}/links`,
      { colourIds: [blanc!.id], revision: gridSaved.revision },
    );
    const removed = await check(
      "DELETE",
      "/api/admin/colours/{colourId}",
      `/api/admin/colours/${blanc!.id}`,
      { revision: linked.revision },
    );
    await check("POST", "/api/admin/products/{id}/status", `/api/admin/products/${created.id}/status`, {
      status: "published",
      revision: removed.revision,
    });
    await check(
      "POST",
      "/api/admin/products/{id}/duplicate",
      `/api/admin/products/${created.id}/duplicate`,
      {},
    );
    await check("GET", "/api/admin/products/{id}/history", `/api/admin/products/${created.id}/history`);
    await check("GET", "/api/admin/price-changes", "/api/admin/price-changes?pageSize=5");
    await check("GET", "/api/admin/catalogue/facets", "/api/admin/catalogue/facets");
    const bulk = { selection: { productIds: [created.id] }, operation: { kind: "percent", percent: 10 } };
    const previewed = await check(
      "POST",
      "/api/admin/catalogue/bulk-prices/preview",
      "/api/admin/catalogue/bulk-prices/preview",
      bulk,
    );
    await check("POST", "/api/admin/catalogue/bulk-prices/apply", "/api/admin/catalogue/bulk-prices/apply", {
      ...bulk,
      token: previewed.token,
    });
    await check("POST", "/api/admin/catalogue/bulk-prices/apply", "/api/admin/catalogue/bulk-prices/apply", {
      ...bulk,
      token: previewed.token,
    });
  });

  it("describes the real answers of a colour's pictures: upload, order and removal", async () => {
    const manager = await signedInStaff(app, db, "catalogue");
    const { rows } = await db.execute<{ id: number; revision: number; images: string[] }>(sql`
      select v.id, p.revision, v.images from variations v join products p on p.id = v.product_id order by v.id desc limit 1`);
    const colour = rows[0]!;
    const { body, contentType } = multipartBody([
      { name: "file", filename: "photo.png", contentType: "image/png", data: await picture("png", 30, 20) },
    ]);
    const upload = await app.inject({
      method: "POST",
      url: `/api/admin/colours/${colour.id}/pictures?revision=${colour.revision}`,
      headers: {
        origin: SHOP_ORIGIN,
        cookie: `${STAFF_COOKIE}=${manager.cookie}`,
        "content-type": contentType,
      },
      payload: body,
    });
    expectDocumented("POST", "/api/admin/colours/{colourId}/pictures", {
      status: upload.statusCode,
      body: upload.json(),
    });
    // Removed again, its file with it.
    const update = await manager.request("PUT", `/api/admin/colours/${colour.id}/pictures`, {
      pictures: colour.images.map((url) => ({ url })),
      revision: upload.json().revision,
    });
    expectDocumented("PUT", "/api/admin/colours/{colourId}/pictures", update);
  });

  it("describes the real answers of a catalogue import: preview, refusals, confirmation, status", async () => {
    const manager = await signedInStaff(app, db, "catalogue");
    const file = (await manager.get("/api/admin/catalogue/export")).raw
      .split("\r\n")
      .slice(0, 3)
      .join("\r\n");
    const preview = await uploadCatalogue(app, manager, "catalogue.csv", file);
    expectDocumented("POST", "/api/admin/catalogue/imports", preview);
    expectDocumented(
      "POST",
      "/api/admin/catalogue/imports",
      await uploadCatalogue(app, manager, "catalogue.csv", '"handle;title'),
    );
    expectDocumented(
      "POST",
      "/api/admin/catalogue/imports/{id}/confirm",
      await manager.post(`/api/admin/catalogue/imports/${preview.body.id}/confirm`),
    );
    expectDocumented(
      "GET",
      "/api/admin/catalogue/imports/{id}",
      await manager.get(`/api/admin/catalogue/imports/${preview.body.id}`),
    );
    await settledImport(manager, preview.body.id);
    expectDocumented(
      "GET",
      "/api/admin/catalogue/imports/{id}",
      await manager.get("/api/admin/catalogue/imports/999999"),
    );
  });

  it("describes the real answers of forgotten passwords (shop and back office) and of the outbox", async () => {
    const linkOf = async (recipient: string) => {
      const found = await db.execute<{ text: string }>(
        sql`select text from mail_outbox where recipient = ${recipient} order by id desc limit 1`,
      );
      return /[?&]token=([\w-]+)/.exec(found.rows[0]!.text)![1]!;
    };
    const customer = new Shopper(app);
    await customer.signUp();
    const asked = await customer.post("/api/users/password-reset", { email: customer.email });
    expectDocumented("POST", "/api/users/password-reset", asked);
    const token = await linkOf(customer.email!);
    expectDocumented(
      "POST",
      "/api/users/password-reset/check",
      await customer.post("/api/users/password-reset/check", { token }),
    );
    const passwords = { newPassword: "Nouveau-Mot-2026!", confirmPassword: "Nouveau-Mot-2026!" };
    expectDocumented(
      "POST",
      "/api/users/password-reset/confirm",
      await customer.post("/api/users/password-reset/confirm", { token, ...passwords }),
    );
    expectDocumented(
      "POST",
      "/api/users/password-reset/confirm",
      await customer.post("/api/users/password-reset/confirm", { token, ...passwords }),
    );

    const owner = await signedInStaff(app, db, "owner", "Karim Haddad");
    expectDocumented(
      "POST",
      "/api/admin/auth/password-reset",
      await owner.post("/api/admin/auth/password-reset", { email: owner.email }),
    );
    const staffToken = await linkOf(owner.email);
    expectDocumented(
      "POST",
      "/api/admin/auth/password-reset/check",
      await owner.post("/api/admin/auth/password-reset/check", { token: staffToken }),
    );
    expectDocumented(
      "POST",
      "/api/admin/auth/password-reset/confirm",
      await owner.post("/api/admin/auth/password-reset/confirm", { token: staffToken, ...passwords }),
    );
    const outbox = await owner.get("/api/admin/mail?pageSize=5");
    expectDocumented("GET", "/api/admin/mail", outbox);
    expectDocumented(
      "GET",
      "/api/admin/mail/{id}",
      await owner.get(`/api/admin/mail/${outbox.body.messages[0].id}`),
    );
    expectDocumented("GET", "/api/admin/mail/{id}", await owner.get("/api/admin/mail/999999"));
  });

  it("describes the real answers of the web vitals: a beacon refused or taken (no body), the dashboard's figures", async () => {
    const visitor = new Shopper(app, { remoteAddress: "203.0.113.90" });
    expectDocumented(
      "POST",
      "/api/vitals",
      await visitor.post("/api/vitals", { page: "nowhere", metrics: [] }),
    );
    const taken = await visitor.post("/api/vitals", {
      page: "home",
      metrics: [{ name: "LCP", value: 1_400 }],
    });
    expect(taken.status).toBe(204);
    expect(document.paths["/api/vitals"]?.post?.responses?.["204"]).toBeDefined();
    const owner = await signedInStaff(app, db, "owner");
    expectDocumented("GET", "/api/admin/vitals", await owner.get("/api/admin/vitals"));
  });
});
