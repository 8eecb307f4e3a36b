import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../src/db/client.js";
import { communes, orders, paymentEvents, payments } from "../../src/db/schema.js";

type NewOrder = typeof orders.$inferInsert;

/** A guest card order waiting for its payment (Algiers, home delivery, 12 990 DA unless told otherwise). */
export async function insertCardOrder(db: Db, overrides: Partial<NewOrder> = {}) {
  const [commune] = await db
    .select({ id: communes.id })
    .from(communes)
    .where(eq(communes.stateId, 16))
    .limit(1);
  if (!commune) throw new Error("no commune in wilaya 16: is the template seeded?");
  const [order] = await db
    .insert(orders)
    .values({
      idempotencyKey: randomUUID(),
      type: "website",
      status: "awaiting-payment",
      firstName: "Amina",
      lastName: "Benali",
      phoneNumber: "0551234567",
      country: "Algérie",
      address: "12 rue Didouche Mourad",
      stateId: 16,
      communeId: commune.id,
      deliveryMethod: "home-delivery",
      paymentMethod: "cib",
      paymentStatus: "pending",
      subtotal: 12_490,
      deliveryFee: 500,
      total: 12_990,
      fingerprint: randomUUID(),
      ...overrides,
    })
    .returning();
  return order!;
}

/** What a shopper and the shop can see of an order's payment right now. */
export async function readPaymentState(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
  const events = await db
    .select({ id: paymentEvents.id, type: paymentEvents.type })
    .from(paymentEvents)
    .innerJoin(payments, eq(payments.checkoutId, paymentEvents.checkoutId))
    .where(eq(payments.orderId, orderId));
  return {
    status: order!.status,
    paymentMethod: order!.paymentMethod,
    paymentStatus: order!.paymentStatus,
    updatedAt: order!.updatedAt,
    payments: rows.map((row) => ({
      checkoutId: row.checkoutId,
      status: row.status,
      amount: row.amount,
      method: row.method,
    })),
    events,
  };
}
