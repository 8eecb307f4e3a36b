import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { errorOf } from "./support/shopper.js";
import { setStock, stockOf, takeSku } from "./support/skus.js";
import { placeOrder, signedInStaff } from "./support/staff.js";

const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 10_000 });
const operator = await signedInStaff(app, db, "operator", "Samia Benali");

const order = (id: string) => operator.get(`/api/admin/orders/${id}`);

describe("editing an order before it ships", () => {
  it("changes a quantity and removes a line: stock moves, totals are repriced, the timeline says what changed", async () => {
    const first = await takeSku(db, { minStock: 1, maxPrice: 3_000, promo: false });
    const second = await takeSku(db, { minStock: 1, maxPrice: 3_000, promo: false });
    await setStock(db, first.skuId, 10);
    await setStock(db, second.skuId, 10);
    const placed = await placeOrder(app, [first, second]);
    const before = (await order(placed.id)).body;
    const lineOf = (skuId: number) => before.lines.find((line: { skuId: number }) => line.skuId === skuId);

    const edited = await operator.patch(`/api/admin/orders/${placed.id}`, {
      lines: [
        { id: lineOf(first.skuId).id, quantity: 3 },
        { id: lineOf(second.skuId).id, quantity: 0 },
      ],
      note: "Le client en veut trois",
    });
    expect(edited.status).toBe(200);
    expect(await stockOf(db, first.skuId)).toBe(7);
    expect(await stockOf(db, second.skuId)).toBe(10);
    const bought = edited.body.lines.filter((line: { isGift: boolean }) => !line.isGift);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({
      skuId: first.skuId,
      quantity: 3,
      lineTotal: 3 * first.price,
      stock: 7,
    });
    const linesTotal = edited.body.lines.reduce(
      (sum: number, line: { lineTotal: number }) => sum + line.lineTotal,
      0,
    );
    expect(edited.body.subtotal).toBe(linesTotal);
    expect(edited.body.total).toBe(linesTotal + edited.body.deliveryFee);
    const event = edited.body.timeline.at(-1);
    expect(event).toMatchObject({
      type: "edited",
      actor: { name: "Samia Benali" },
      note: "Le client en veut trois",
    });
    expect(event.summary).toContain(`Quantité de « ${first.title} »`);
    expect(event.summary).toContain("1 → 3");
    expect(event.summary).toContain("Ligne retirée");
  });

  it("refuses more units than the stock holds (409) and changes nothing", async () => {
    const sku = await takeSku(db, { minStock: 1, maxPrice: 3_000 });
    await setStock(db, sku.skuId, 3);
    const placed = await placeOrder(app, [sku]);
    const line = (await order(placed.id)).body.lines[0];
    const reply = await operator.patch(`/api/admin/orders/${placed.id}`, {
      lines: [{ id: line.id, quantity: 5 }],
    });
    expect(reply.status).toBe(409);
    expect(errorOf(reply).code).toBe("OUT_OF_STOCK");
    expect(await stockOf(db, sku.skuId)).toBe(2);
    expect((await order(placed.id)).body.lines[0].quantity).toBe(1);
  });

  it("moves the order to a stop desk and reprices the fee, and locks edits once shipped", async () => {
    const sku = await takeSku(db, { minStock: 2, maxPrice: 3_000 });
    const placed = await placeOrder(app, [sku]);
    const desks = (await operator.get("/api/states/16/stop-desks")).body as { id: number }[];
    const fees = (await operator.get("/api/states/price?stateId=16&deliveryMethod=stopdesk-delivery")).body;
    const before = (await order(placed.id)).body;
    const edited = await operator.patch(`/api/admin/orders/${placed.id}`, {
      delivery: {
        method: "stopdesk-delivery",
        address: "Agence du centre",
        state: 16,
        stateCommuneId: before.delivery.commune.id,
        stopDeskId: desks[0]!.id,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.delivery).toMatchObject({
      method: "stopdesk-delivery",
      stopDesk: { id: desks[0]!.id },
    });
    expect(edited.body.deliveryFee).toBe(fees.price);
    expect(edited.body.total).toBe(edited.body.subtotal + fees.price);

    await operator.post(`/api/admin/orders/${placed.id}/confirm`, {});
    await operator.post(`/api/admin/orders/${placed.id}/ship`, {
      courier: "Yalidine",
      trackingNumber: "Y-77",
    });
    const late = await operator.patch(`/api/admin/orders/${placed.id}`, {
      lines: [{ id: before.lines[0].id, quantity: 2 }],
    });
    expect(late.status).toBe(409);
    expect(errorOf(late).message).toBe("Une commande « Expédiée » ne peut plus être modifiée.");
  });
});

describe("an edit and the offer's gift", () => {
  it("takes the gift back when the order falls under the offer, and adds it again when it reaches it", async () => {
    const offers = (await app.inject({ method: "GET", url: "/api/offers" })).json().offers as { minOrderAmount: number; giftSkuId: number }[];
    const lowest = offers.sort((a, b) => a.minOrderAmount - b.minOrderAmount)[0]!;
    const sku = await takeSku(db, { minStock: 1 });
    await db.execute(sql`update skus set price = ${Math.ceil(lowest.minOrderAmount / 2)}, promo_price = null, stock = 20 where id = ${sku.skuId}`);
    await setStock(db, lowest.giftSkuId, 20);
    const placed = await placeOrder(app, [sku], 2);
    const withGift = (await order(placed.id)).body;
    const bought = withGift.lines.find((line: { isGift: boolean }) => !line.isGift);
    expect(withGift.lines.some((line: { isGift: boolean; skuId: number }) => line.isGift && line.skuId === lowest.giftSkuId)).toBe(true);
    expect(await stockOf(db, lowest.giftSkuId)).toBe(19);

    const fewer = await operator.patch(`/api/admin/orders/${placed.id}`, { lines: [{ id: bought.id, quantity: 1 }] });
    expect(fewer.status).toBe(200);
    expect(fewer.body.lines.some((line: { isGift: boolean }) => line.isGift)).toBe(false);
    expect(fewer.body.discount).toBe(0);
    expect(await stockOf(db, lowest.giftSkuId)).toBe(20);
    expect(fewer.body.timeline.at(-1).summary).toContain("Cadeau retiré");

    const more = await operator.patch(`/api/admin/orders/${placed.id}`, { lines: [{ id: bought.id, quantity: 2 }] });
    expect(more.body.lines.some((line: { isGift: boolean; skuId: number }) => line.isGift && line.skuId === lowest.giftSkuId)).toBe(true);
    expect(await stockOf(db, lowest.giftSkuId)).toBe(19);
    expect(more.body.timeline.at(-1).summary).toContain("Cadeau ajouté");
    const linesTotal = more.body.lines.reduce((sum: number, line: { lineTotal: number }) => sum + line.lineTotal, 0);
    expect(more.body.total).toBe(linesTotal + more.body.deliveryFee);
  });
});
