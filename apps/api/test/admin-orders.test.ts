import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { errorOf } from "./support/shopper.js";
import { setStock, stockOf, takeSku } from "./support/skus.js";
import { placeOrder, signedInStaff } from "./support/staff.js";

const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 10_000, NO_ANSWER_MAX_ATTEMPTS: 3 });
const operator = await signedInStaff(app, db, "operator", "Samia Benali");

const order = (id: string) => operator.get(`/api/admin/orders/${id}`);

describe("the confirmation-call workflow", () => {
  it("takes an order from the call to delivery, each move on the timeline with who did it", async () => {
    const sku = await takeSku(db, { minStock: 3, maxPrice: 5_000 });
    const placed = await placeOrder(app, [sku]);
    const fresh = await order(placed.id);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      status: "pending-confirmation",
      number: placed.number,
      editable: true,
    });
    expect(fresh.body.allowedActions).toEqual(["confirm", "no-answer", "cancel"]);
    expect(fresh.body.timeline.map((event: { type: string }) => event.type)).toEqual(["created"]);

    const missed = await operator.post(`/api/admin/orders/${placed.id}/no-answer`, {
      note: "Messagerie, rappeler à 14 h",
    });
    expect(missed.body).toMatchObject({ status: "no-answer", noAnswerAttempts: 1, maxNoAnswerAttempts: 3 });
    expect((await operator.post(`/api/admin/orders/${placed.id}/confirm`, {})).body.status).toBe("confirmed");
    const shipped = await operator.post(`/api/admin/orders/${placed.id}/ship`, {
      courier: "Yalidine",
      trackingNumber: "YAL-123456",
    });
    expect(shipped.body).toMatchObject({
      status: "shipped",
      courier: "Yalidine",
      trackingNumber: "YAL-123456",
      editable: false,
    });
    const delivered = await operator.post(`/api/admin/orders/${placed.id}/deliver`, {});
    expect(delivered.body.status).toBe("delivered");
    expect(delivered.body.allowedActions).toEqual([]);

    const timeline = delivered.body.timeline as {
      type: string;
      actor: { name: string } | null;
      note: string | null;
    }[];
    expect(timeline.map((event) => event.type)).toEqual([
      "created",
      "no-answer",
      "confirmed",
      "shipped",
      "delivered",
    ]);
    expect(timeline[1]).toMatchObject({
      actor: { name: "Samia Benali" },
      note: "Messagerie, rappeler à 14 h",
    });
    expect(timeline[0]!.actor).toBeNull();

    // The shopper sees the new status on their order page.
    expect((await placed.shopper.get(`/api/guest-order/${placed.id}`)).body.status).toBe("delivered");
  });

  it("refuses illegal moves with 409 in the error shape, and leaves the order as it was", async () => {
    const sku = await takeSku(db, { minStock: 2, maxPrice: 5_000 });
    const placed = await placeOrder(app, [sku]);
    for (const [action, body] of [
      ["ship", { courier: "ZR Express", trackingNumber: "ZR1" }],
      ["deliver", {}],
      ["return", {}],
    ] as const) {
      const reply = await operator.post(`/api/admin/orders/${placed.id}/${action}`, body);
      expect(reply.status, action).toBe(409);
      expect(errorOf(reply).code).toBe("ILLEGAL_TRANSITION");
      expect(errorOf(reply).message).toContain("« À confirmer »");
    }
    expect((await order(placed.id)).body.status).toBe("pending-confirmation");
    await operator.post(`/api/admin/orders/${placed.id}/cancel`, { reason: "duplicate" });
    const again = await operator.post(`/api/admin/orders/${placed.id}/confirm`, {});
    expect(again.status).toBe(409);
  });

  it("asks for a note on an unanswered call and a listed reason to cancel, in French", async () => {
    const sku = await takeSku(db, { minStock: 2, maxPrice: 5_000 });
    const placed = await placeOrder(app, [sku]);
    const noNote = await operator.post(`/api/admin/orders/${placed.id}/no-answer`, { note: "  " });
    expect(noNote.status).toBe(400);
    expect(errorOf(noNote).fields?.note).toBe("Ajoutez une note sur l’appel");
    const noReason = await operator.post(`/api/admin/orders/${placed.id}/cancel`, { reason: "parce que" });
    expect(errorOf(noReason).fields?.reason).toBe("Choisissez un motif d’annulation");
  });

  it("cancels the order at the third unanswered call and gives its units back", async () => {
    const sku = await takeSku(db, { minStock: 1, maxPrice: 5_000 });
    await setStock(db, sku.skuId, 10);
    const placed = await placeOrder(app, [sku], 2);
    expect(await stockOf(db, sku.skuId)).toBe(8);
    for (let call = 1; call <= 2; call += 1) {
      const reply = await operator.post(`/api/admin/orders/${placed.id}/no-answer`, {
        note: `Appel ${call}`,
      });
      expect(reply.body.status).toBe("no-answer");
    }
    const last = await operator.post(`/api/admin/orders/${placed.id}/no-answer`, { note: "Appel 3" });
    expect(last.body).toMatchObject({
      status: "cancelled",
      cancelReason: "no-answer-limit",
      noAnswerAttempts: 3,
    });
    expect(await stockOf(db, sku.skuId)).toBe(10);
    expect(last.body.timeline.at(-1)).toMatchObject({
      type: "cancelled",
      summary: "Motif : Sans réponse après plusieurs appels",
    });
  });

  it("gives the units back when an order is cancelled or returned, once", async () => {
    const sku = await takeSku(db, { minStock: 1, maxPrice: 5_000 });
    await setStock(db, sku.skuId, 10);
    const cancelled = await placeOrder(app, [sku], 3);
    const returned = await placeOrder(app, [sku], 2);
    expect(await stockOf(db, sku.skuId)).toBe(5);
    await operator.post(`/api/admin/orders/${cancelled.id}/cancel`, {
      reason: "customer-cancelled",
      note: "A trouvé moins cher",
    });
    expect(await stockOf(db, sku.skuId)).toBe(8);
    expect(
      (await operator.post(`/api/admin/orders/${cancelled.id}/cancel`, { reason: "other" })).status,
    ).toBe(409);
    expect(await stockOf(db, sku.skuId)).toBe(8);

    await operator.post(`/api/admin/orders/${returned.id}/confirm`, {});
    await operator.post(`/api/admin/orders/${returned.id}/ship`, {
      courier: "EcoTrack",
      trackingNumber: "ECO-9",
    });
    expect(await stockOf(db, sku.skuId)).toBe(8);
    const back = await operator.post(`/api/admin/orders/${returned.id}/return`, { note: "Colis refusé" });
    expect(back.body.status).toBe("returned");
    expect(await stockOf(db, sku.skuId)).toBe(10);
  });
});

describe("the order list", () => {
  it("finds an order by phone in any written form, by number and by name, with counts per status", async () => {
    const sku = await takeSku(db, { minStock: 2, maxPrice: 3_000 });
    const placed = await placeOrder(app, [sku], 1, { lastName: "Zerrouki" });
    const phone = placed.shopper.phoneNumber;
    const international = `+213 ${phone.slice(1, 4)} ${phone.slice(4, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;
    for (const q of [phone, international, String(placed.number), "zerrouk"]) {
      const list = await operator.get(`/api/admin/orders?q=${encodeURIComponent(q)}`);
      expect(list.status, q).toBe(200);
      expect(
        list.body.orders.map((o: { id: string }) => o.id),
        q,
      ).toContain(placed.id);
    }
    const list = await operator.get(`/api/admin/orders?q=${phone}`);
    expect(list.body.total).toBe(1);
    expect(list.body.counts["pending-confirmation"]).toBe(1);
    expect(list.body.orders[0]).toMatchObject({
      number: placed.number,
      phoneNumber: phone,
      state: { id: 16 },
      itemCount: 1,
    });

    const pending = await operator.get(
      "/api/admin/orders?status=pending-confirmation&stateId=16&deliveryMethod=home-delivery&pageSize=2",
    );
    expect(pending.body.orders.length).toBeLessThanOrEqual(2);
    expect(pending.body.orders.every((o: { status: string }) => o.status === "pending-confirmation")).toBe(
      true,
    );
    expect(pending.body.total).toBe(pending.body.counts["pending-confirmation"]);
    const bad = await operator.get("/api/admin/orders?status=perdue&from=hier");
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      status: "Statut invalide",
      from: "Date invalide (AAAA-MM-JJ)",
    });
  });
});

describe("phone history and blocklist", () => {
  it("shows a phone's past orders, and a blocked phone's next order is refused at checkout with a neutral message", async () => {
    const sku = await takeSku(db, { minStock: 3, maxPrice: 3_000 });
    const placed = await placeOrder(app, [sku]);
    await operator.post(`/api/admin/orders/${placed.id}/cancel`, { reason: "fake-order" });
    const detail = (await order(placed.id)).body;
    expect(detail.phoneHistory).toMatchObject({
      orders: 1,
      cancelled: 1,
      delivered: 0,
      returned: 0,
      blocked: false,
    });

    const blocked = await operator.post("/api/admin/blocklist", {
      phoneNumber: placed.shopper.phoneNumber,
      reason: "Fausses commandes",
    });
    expect(blocked.status).toBe(201);
    expect(blocked.body.blockedBy).toMatchObject({ name: "Samia Benali" });
    expect((await order(placed.id)).body.phoneHistory.blocked).toBe(true);

    await placed.shopper.addToCart(sku, 1);
    const refused = await placed.shopper.checkout();
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toEqual({
      code: "ORDER_REFUSED",
      message: "Nous ne pouvons pas accepter cette commande. Contactez-nous.",
    });

    expect(
      (await operator.get("/api/admin/blocklist")).body.phones.map(
        (p: { phoneNumber: string }) => p.phoneNumber,
      ),
    ).toContain(placed.shopper.phoneNumber);
    expect((await operator.delete(`/api/admin/blocklist/${placed.shopper.phoneNumber}`)).status).toBe(200);
    expect((await placed.shopper.checkout()).status).toBe(201);
  });
});
