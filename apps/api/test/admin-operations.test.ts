import { COURIER_EXPORT_COLUMNS } from "@shop/domain/contract/admin-courier";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readCsv } from "../src/lib/csv.js";
import { createTestApp } from "./database.js";
import { errorOf, Shopper } from "./support/shopper.js";
import { setStock, stockOf, takeSku } from "./support/skus.js";
import { placeOrder, signedInStaff } from "./support/staff.js";

const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 10_000, CONTACT_MAX_PER_IP_PER_HOUR: 3 });
const operator = await signedInStaff(app, db, "operator", "Yacine Amrani");

const productOf = async (skuId: number) =>
  (await db.execute<{ productId: number; ean: string }>(sql`
    select v.product_id as "productId", s.ean from skus s join variations v on v.id = s.variation_id where s.id = ${skuId}`)).rows[0]!;

describe("stock", () => {
  it("finds a SKU by EAN, colour number and title, sets and adjusts it with a reason, and the storefront sees it", async () => {
    const sku = await takeSku(db, { minStock: 1 });
    const { productId, ean } = await productOf(sku.skuId);
    for (const q of [ean, sku.colorNo]) {
      const found = await operator.get(`/api/admin/stock?q=${encodeURIComponent(q)}&pageSize=100`);
      expect(found.status, q).toBe(200);
      expect(found.body.skus.map((s: { skuId: number }) => s.skuId), q).toContain(sku.skuId);
    }
    const byTitle = await operator.get(`/api/admin/stock?q=${encodeURIComponent(sku.title.toLowerCase())}`);
    expect(byTitle.body.total).toBeGreaterThan(0);
    expect(byTitle.body.skus.every((s: { title: string }) => s.title === sku.title)).toBe(true);
    const set = await operator.post(`/api/admin/stock/${sku.skuId}`, { mode: "set", quantity: 40, reason: "inventory", note: "Inventaire de fin de mois" });
    expect(set.status).toBe(200);
    expect(set.body.stock).toBe(40);
    const adjusted = await operator.post(`/api/admin/stock/${sku.skuId}`, { mode: "adjust", quantity: -3, reason: "damaged" });
    expect(adjusted.body.stock).toBe(37);
    const storefront = await new Shopper(app).get(`/api/products/stock/${productId}`);
    expect(storefront.body.stock[ean]).toBe(37);

    const trail = await operator.get(`/api/admin/stock/${sku.skuId}/movements`);
    expect(trail.body.movements.slice(0, 2)).toMatchObject([
      { delta: -3, stockAfter: 37, reason: "damaged", actor: { name: "Yacine Amrani" } },
      { delta: 40 - sku.stock, stockAfter: 40, reason: "inventory", note: "Inventaire de fin de mois" },
    ]);
    const below = await operator.post(`/api/admin/stock/${sku.skuId}`, { mode: "adjust", quantity: -100, reason: "damaged" });
    expect(below.status).toBe(409);
    const negative = await operator.post(`/api/admin/stock/${sku.skuId}`, { mode: "set", quantity: -1, reason: "inventory" });
    expect(errorOf(negative).fields?.quantity).toBe("Le stock ne peut pas être négatif");
  });

  it("lists the SKUs about to run out, emptiest first", async () => {
    const sku = await takeSku(db, { minStock: 1 });
    await setStock(db, sku.skuId, 0);
    await setStock(db, (await takeSku(db, { minStock: 1 })).skuId, 1);
    const low = await operator.get("/api/admin/stock/low?threshold=1&pageSize=100");
    const stocks = low.body.skus.map((s: { stock: number }) => s.stock);
    expect(stocks.every((stock: number) => stock <= 1)).toBe(true);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    const expected = await db.execute<{ n: number }>(sql`select count(*)::int as n from skus where stock <= 1`);
    expect(low.body.total).toBe(expected.rows[0]!.n);
    expect(await stockOf(db, sku.skuId)).toBe(0);
  });
});

describe("contact messages", () => {
  it("stores what a shopper writes, lists it for staff with read and answered states, and limits senders", async () => {
    const shopper = new Shopper(app, { remoteAddress: "203.0.113.40" });
    const sent = await shopper.post("/api/contact", { email: "amina@exemple.dz", message: "Où en est ma commande ?", subject: "Suivi", phoneNumber: "0551 23 45 67" });
    expect(sent.status).toBe(201);
    const list = await operator.get("/api/admin/messages?state=new");
    const message = list.body.messages.find((m: { id: number }) => m.id === sent.body.id);
    expect(message).toMatchObject({ email: "amina@exemple.dz", message: "Où en est ma commande ?", subject: "Suivi", phoneNumber: "0551234567", state: "new" });
    const read = await operator.patch(`/api/admin/messages/${sent.body.id}`, { state: "answered" });
    expect(read.body.state).toBe("answered");
    expect((await operator.get("/api/admin/messages?state=answered")).body.counts.answered).toBeGreaterThanOrEqual(1);

    const empty = await shopper.post("/api/contact", { email: "pas-un-email", message: "" });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).fields).toMatchObject({ email: "Format de l'e-mail invalide", message: "Ce champ est obligatoire" });
    await shopper.post("/api/contact", { email: "amina@exemple.dz", message: "Deuxième" });
    await shopper.post("/api/contact", { email: "amina@exemple.dz", message: "Troisième" });
    const limited = await shopper.post("/api/contact", { email: "amina@exemple.dz", message: "Quatrième" });
    expect(limited.status).toBe(429);
    expect(errorOf(limited).message).toBe("Trop de messages envoyés depuis cette connexion. Réessayez plus tard.");
  });
});

describe("courier hand-off", () => {
  it("writes a formula a shopper typed as an address as text in the courier's sheet, never as a live formula", async () => {
    const sku = await takeSku(db, { minStock: 2, maxPrice: 4_000 });
    const formula = '=HYPERLINK("http://pirate.exemple";"Suivi du colis")';
    const order = await placeOrder(app, [sku], 1, { address: formula, lastName: "Benali" });
    await operator.post(`/api/admin/orders/${order.id}/confirm`, {});
    const rows = readCsv((await operator.get("/api/admin/courier/export")).raw);
    const row = rows.find((cells) => cells[9] === String(order.number))!;
    expect(row[5]).toBe(`'${formula}`);
    expect(rows.flat().some((cell) => /^[=+@]/.test(cell))).toBe(false);
  });

  it("exports confirmed orders in the couriers' columns, then ships them from the courier's CSV, line by line", async () => {
    const sku = await takeSku(db, { minStock: 3, maxPrice: 4_000 });
    const confirmed = await placeOrder(app, [sku], 2, { firstName: "Kamel", lastName: "Bouzid" });
    const pending = await placeOrder(app, [sku]);
    await operator.post(`/api/admin/orders/${confirmed.id}/confirm`, {});
    const detail = (await operator.get(`/api/admin/orders/${confirmed.id}`)).body;

    const exported = await operator.get("/api/admin/courier/export");
    expect(exported.status).toBe(200);
    expect(exported.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(exported.headers["content-disposition"]).toMatch(/^attachment; filename="expeditions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(exported.raw.startsWith("\uFEFF")).toBe(true);
    const rows = readCsv(exported.raw);
    expect(rows[0]).toEqual([...COURIER_EXPORT_COLUMNS]);
    const row = rows.find((cells) => cells[9] === String(confirmed.number))!;
    expect(row).toEqual([
      "Kamel Bouzid",
      confirmed.shopper.phoneNumber,
      "16",
      detail.delivery.state.name,
      detail.delivery.commune.name,
      detail.delivery.address,
      "non",
      String(detail.total),
      `${sku.title} (${detail.lines[0].colorName}, ${sku.size}) x2`,
      String(confirmed.number),
    ]);
    expect(rows.some((cells) => cells[9] === String(pending.number))).toBe(false);

    const file = [
      "Référence commande;Numéro de suivi;Transporteur",
      `${confirmed.number};YAL-0042;Yalidine`,
      `${pending.number};YAL-0043;Yalidine`,
      "999999;YAL-0044;Yalidine",
      `${confirmed.number};;Yalidine`,
    ].join("\r\n");
    const imported = await operator.request("POST", "/api/admin/courier/import", file, { "content-type": "text/csv" });
    expect(imported.status).toBe(200);
    expect(imported.body.shipped).toBe(1);
    expect(imported.body.lines).toMatchObject([
      { line: 2, orderNumber: confirmed.number, result: "shipped", reason: null },
      { line: 3, orderNumber: pending.number, result: "refused", reason: "Action « Expédier » impossible sur une commande « À confirmer »." },
      { line: 4, result: "refused", reason: "Commande introuvable" },
      { line: 5, result: "refused", reason: "Indiquez le numéro de suivi" },
    ]);
    const shipped = (await operator.get(`/api/admin/orders/${confirmed.id}`)).body;
    expect(shipped).toMatchObject({ status: "shipped", courier: "Yalidine", trackingNumber: "YAL-0042" });
  });
});

describe("dashboard", () => {
  it("counts today's orders, those waiting for a call, and the rates over 7 days", async () => {
    const before = (await operator.get("/api/admin/dashboard")).body;
    const sku = await takeSku(db, { minStock: 4, maxPrice: 4_000 });
    const delivered = await placeOrder(app, [sku], 1, { state: 16 });
    const cancelled = await placeOrder(app, [sku]);
    await placeOrder(app, [sku]);
    await operator.post(`/api/admin/orders/${delivered.id}/confirm`, {});
    await operator.post(`/api/admin/orders/${delivered.id}/ship`, { courier: "ZR Express", trackingNumber: "ZR-1" });
    const total = (await operator.post(`/api/admin/orders/${delivered.id}/deliver`, {})).body.total;
    await operator.post(`/api/admin/orders/${cancelled.id}/cancel`, { reason: "unreachable" });

    const after = await operator.get("/api/admin/dashboard");
    expect(after.status).toBe(200);
    expect(after.body.today.orders).toBe(before.today.orders + 3);
    expect(after.body.waitingConfirmation).toBe(before.waitingConfirmation + 1);
    expect(after.body.last7Days.cashCollected).toBe(before.last7Days.cashCollected + total);
    expect(after.body.last30Days.orders).toBe(before.last30Days.orders + 3);
    expect(after.body.perDay).toHaveLength(30);
    expect(after.body.perDay.at(-1).orders).toBe(before.perDay.at(-1).orders + 3);
    const alger = after.body.perWilaya.find((w: { stateId: number }) => w.stateId === 16);
    expect(alger.orders).toBe((before.perWilaya.find((w: { stateId: number }) => w.stateId === 16)?.orders ?? 0) + 3);
    // On the template's orders alone (none decided before) the rates are exactly these.
    if (before.last7Days.confirmationRate === null) {
      expect(after.body.last7Days.confirmationRate).toBe(0.5);
      expect(after.body.last7Days.deliveryRate).toBe(1);
    }
  });
});
