import type { StockReason } from "@shop/domain/contract/admin-stock";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { stockMovements } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";

export type StaffActor = { id: string; name: string } | null;

export type StockMoveContext = {
  reason: StockReason;
  actor: StaffActor;
  note?: string | null;
  order?: { id: string; number: number } | null;
};

/**
 * A change of a SKU's stock: units added (positive) or taken (negative). An optional move (an offer's gift) is
 * dropped rather than refused when the stock is short.
 */
export type StockMove = { skuId: number; delta: number; label?: string; optional?: boolean };

/**
 * Moves stock for several SKUs in the caller's transaction, with a line of audit trail each. The SKU rows are
 * locked in id order, as checkout locks them (create-order.ts), so an edit, a cancellation and a checkout
 * touching the same SKUs wait for each other instead of deadlocking. Taking more than the stock holds is refused
 * (409 OUT_OF_STOCK) and nothing moves. Returns the stock each SKU is left with, and the optional moves dropped.
 */
export async function moveStock(
  tx: Tx,
  moves: StockMove[],
  context: StockMoveContext,
): Promise<{ left: Map<number, number>; dropped: StockMove[] }> {
  const ids = [...new Set(moves.filter((move) => move.delta !== 0).map((move) => move.skuId))].sort(
    (a, b) => a - b,
  );
  const left = new Map<number, number>();
  const dropped: StockMove[] = [];
  if (ids.length === 0) return { left, dropped };
  const locked = await tx.execute<{ id: number; stock: number }>(
    sql`select id, stock from skus where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update`,
  );
  const stockOf = new Map(locked.rows.map((row) => [row.id, row.stock]));
  const perSku = new Map<number, { delta: number; label?: string }>();
  for (const move of moves) {
    if (move.delta === 0) continue;
    const current = perSku.get(move.skuId);
    const delta = (current?.delta ?? 0) + move.delta;
    if (move.optional && (stockOf.get(move.skuId) ?? 0) + delta < 0) {
      dropped.push(move);
      continue;
    }
    perSku.set(move.skuId, { delta, label: current?.label ?? move.label });
  }
  const short = [...perSku.keys()].filter((id) => (stockOf.get(id) ?? 0) + perSku.get(id)!.delta < 0);
  if (short.length > 0) {
    const fields = Object.fromEntries(
      short.map((id) => {
        const label = perSku.get(id)!.label ?? `l’article ${id}`;
        return [
          `sku.${id}`,
          `Stock insuffisant pour ${label} : il reste ${stockOf.get(id) ?? 0} article(s).`,
        ];
      }),
    );
    throw new AppError(409, "OUT_OF_STOCK", Object.values(fields).join(" "), fields);
  }
  for (const [id, { delta }] of [...perSku].sort(([a], [b]) => a - b)) {
    const updated = await tx.execute<{ stock: number }>(
      sql`update skus set stock = stock + ${delta} where id = ${id} returning stock`,
    );
    const stockAfter = updated.rows[0]?.stock;
    if (stockAfter === undefined) continue;
    left.set(id, stockAfter);
    await tx.insert(stockMovements).values({
      skuId: id,
      delta,
      stockAfter,
      reason: context.reason,
      note: context.note ?? null,
      actorId: context.actor?.id ?? null,
      actorName: context.actor?.name ?? null,
      orderId: context.order?.id ?? null,
      orderNumber: context.order?.number ?? null,
    });
  }
  return { left, dropped };
}

/** Gives an order's units back (gift included), in the caller's transaction, once the order row is locked. */
export async function restockOrder(
  tx: Tx,
  order: { id: string; number: number },
  reason: "order-cancelled" | "order-returned",
  actor: StaffActor,
): Promise<void> {
  const lines = await tx.execute<{ skuId: number; quantity: number }>(sql`
    select sku_id as "skuId", sum(quantity)::int as quantity from order_lines
     where order_id = ${order.id} and sku_id is not null group by sku_id`);
  await moveStock(
    tx,
    lines.rows.map((line) => ({ skuId: line.skuId, delta: line.quantity })),
    { reason, actor, order },
  );
}
