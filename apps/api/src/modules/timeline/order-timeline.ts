import type { OrderEvent } from "@shop/domain/contract/admin-orders";
import type { OrderStatus } from "@shop/domain/constants";
import type { OrderEventType } from "@shop/domain/order-workflow";
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { orderEvents } from "../../db/schema.js";
import type { StaffActor } from "../stock/stock-moves.js";

export type NewOrderEvent = {
  orderId: string;
  type: OrderEventType;
  actor: StaffActor;
  fromStatus?: OrderStatus | null;
  toStatus?: OrderStatus | null;
  summary?: string | null;
  note?: string | null;
};

/** Writes one line of an order's timeline, in the transaction that made the change. */
export async function recordOrderEvent(db: Queryable, event: NewOrderEvent): Promise<void> {
  await db.insert(orderEvents).values({
    orderId: event.orderId,
    type: event.type,
    actorId: event.actor?.id ?? null,
    actorName: event.actor?.name ?? null,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    summary: event.summary ?? null,
    note: event.note ?? null,
  });
}

/** An order's timeline, oldest first. */
export async function listOrderEvents(db: Queryable, orderId: string): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type as OrderEvent["type"],
    at: row.createdAt.toISOString(),
    // Staff are disabled, never deleted, so a named event keeps its member.
    actor: row.actorId && row.actorName ? { id: row.actorId, name: row.actorName } : null,
    fromStatus: row.fromStatus as OrderStatus | null,
    toStatus: row.toStatus as OrderStatus | null,
    summary: row.summary,
    note: row.note,
  }));
}
