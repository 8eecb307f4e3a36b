import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedDemoOrders } from "../src/seed/seed-orders.js";
import { createTestApp } from "./database.js";
import { signedInStaff } from "./support/staff.js";

const { app, db } = await createTestApp();

describe("the demo orders", () => {
  it("fill an empty shop with weeks of orders across statuses and wilayas, each with its timeline, once", async () => {
    const owner = await signedInStaff(app, db, "owner", "Gérant Démo");
    const me = (await owner.get("/api/admin/auth/me")).body;
    const written = await seedDemoOrders(db, { count: 120, days: 35, seed: 7, actor: { id: me.id, name: me.name } });
    expect(written).toBe(120);
    expect(await seedDemoOrders(db, { count: 120, days: 35, seed: 7, actor: null })).toBe(0);

    const list = (await owner.get("/api/admin/orders?pageSize=1")).body;
    expect(list.total).toBe(120);
    for (const status of ["pending-confirmation", "confirmed", "shipped", "delivered", "returned", "cancelled"]) {
      expect(list.counts[status], status).toBeGreaterThan(0);
    }
    const dashboard = (await owner.get("/api/admin/dashboard")).body;
    expect(dashboard.perWilaya.length).toBeGreaterThan(5);
    expect(dashboard.last30Days.deliveryRate).toBeGreaterThan(0.5);
    expect(dashboard.last30Days.cashCollected).toBeGreaterThan(0);

    const delivered = (await owner.get("/api/admin/orders?status=delivered&pageSize=1")).body.orders[0];
    const detail = (await owner.get(`/api/admin/orders/${delivered.id}`)).body;
    expect(detail.timeline.map((event: { type: string }) => event.type)).toEqual(["created", "confirmed", "shipped", "delivered"]);
    expect(detail.timeline[1].actor.name).toBe("Gérant Démo");
    const negative = await db.execute<{ n: number }>(sql`select count(*)::int as n from skus where stock < 0`);
    expect(negative.rows[0]!.n).toBe(0);
  });

  it("come with the e-mails their shoppers received, in the outbox for the owner to read", async () => {
    const owner = await signedInStaff(app, db, "owner", "Gérant Démo");
    const outbox = (await owner.get("/api/admin/mail?pageSize=100")).body;
    expect(outbox.total).toBeGreaterThan(20);
    // The last day's wait (no SMTP_URL in the demo), older ones were sent.
    expect(outbox.counts.waiting).toBeGreaterThan(0);
    expect(outbox.counts.sent).toBeGreaterThan(0);
    const kinds = new Set(outbox.messages.map((message: { kind: string }) => message.kind));
    expect(kinds.has("order-placed")).toBe(true);
    expect(outbox.messages.some((message: { language: string }) => message.language === "ar")).toBe(true);
    const placed = outbox.messages.find((message: { kind: string }) => message.kind === "order-placed");
    const shown = (await owner.get(`/api/admin/mail/${placed.id}`)).body;
    expect(shown.html).toContain(String(placed.orderNumber));
    expect(shown.text).toContain(String(placed.orderNumber));
  });
});
