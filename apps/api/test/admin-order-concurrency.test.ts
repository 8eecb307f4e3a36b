import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { setStock, stockOf, takeSku } from "./support/skus.js";
import { placeOrder, signedInStaff } from "./support/staff.js";

const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 10_000 });

/** Units of the SKU held by orders still alive (not cancelled, not returned). */
const liveUnits = async (skuId: number) =>
  (
    await db.execute<{ n: number }>(sql`
      select coalesce(sum(l.quantity), 0)::int as n from order_lines l join orders o on o.id = l.order_id
       where l.sku_id = ${skuId} and o.status not in ('cancelled', 'returned')`)
  ).rows[0]!.n;

describe("staff moving orders of one SKU at once", () => {
  it("50 simultaneous cancellations and edits leave the stock at the start minus the units of live orders", async () => {
    const sku = await takeSku(db, { minStock: 1, maxPrice: 3_000, promo: true });
    const start = 200;
    await setStock(db, sku.skuId, start);
    const operators = await Promise.all([1, 2, 3].map(() => signedInStaff(app, db, "operator")));
    const orders = [];
    for (let i = 0; i < 50; i += 1) orders.push(await placeOrder(app, [sku], 2));
    expect(await stockOf(db, sku.skuId)).toBe(start - 100);
    const lineIds = await Promise.all(
      orders.map(async (order) => (await operators[0]!.get(`/api/admin/orders/${order.id}`)).body.lines[0].id as number),
    );

    // Every order gets an edit (to 1, 3 or 5 units); every other order is also cancelled at the same moment.
    const replies = await Promise.all(
      orders.flatMap((order, i) => {
        const staff = operators[i % 3]!;
        const edit = staff.patch(`/api/admin/orders/${order.id}`, { lines: [{ id: lineIds[i], quantity: [1, 3, 5][i % 3] }] });
        if (i % 2 === 1) return [edit];
        return [edit, staff.post(`/api/admin/orders/${order.id}/cancel`, { reason: "customer-cancelled" })];
      }),
    );
    // An edit that comes after its order's cancellation is refused (409); nothing else fails.
    for (const reply of replies) expect([200, 409], reply.raw).toContain(reply.status);
    expect(replies.filter((reply) => reply.status === 200).length).toBeGreaterThanOrEqual(50);

    const live = await liveUnits(sku.skuId);
    expect(await stockOf(db, sku.skuId)).toBe(start - live);
    const cancelled = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from orders o join order_lines l on l.order_id = o.id
       where l.sku_id = ${sku.skuId} and o.status = 'cancelled'`);
    expect(cancelled.rows[0]!.n).toBe(25);
    // The audit trail accounts for every unit that moved after checkout.
    const moved = await db.execute<{ n: number }>(sql`
      select coalesce(sum(delta), 0)::int as n from stock_movements where sku_id = ${sku.skuId}`);
    expect(start - 100 + moved.rows[0]!.n).toBe(start - live);
  });
});
