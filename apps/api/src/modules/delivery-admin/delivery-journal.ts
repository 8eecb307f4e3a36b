import type { DeliveryChanges, FeeCell } from "@shop/domain/contract/admin-delivery";
import { formatMoney } from "@shop/domain/money";
import { sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.js";

/** Who made a change, as the journal names them. */
export type Actor = { id: string; name: string };

/** A cell as the journal writes it: « DA 400, 1–2 j », « gratuit, 1–2 j », « indisponible ». */
export function describeCell(cell: FeeCell): string {
  if (cell.mode === "unavailable") return "indisponible";
  const price = cell.mode === "free" ? "gratuit" : formatMoney(cell.price);
  return `${price}, ${cell.minDays}–${cell.maxDays} j`;
}

/** One journal row per change, in the caller's transaction. */
export async function recordDeliveryChanges(
  tx: Tx,
  subject: "fee" | "stop-desk",
  summaries: readonly string[],
  actor: Actor,
): Promise<void> {
  if (summaries.length === 0) return;
  const rows = summaries.map((summary) => sql`(${subject}, ${summary}, ${actor.id}::uuid, ${actor.name})`);
  await tx.execute(sql`
    insert into delivery_changes (subject, summary, actor_id, actor_name) values ${sql.join(rows, sql`, `)}`);
}

/** The latest changes, newest first. */
export async function listDeliveryChanges(db: Queryable, limit = 100): Promise<DeliveryChanges> {
  const result = await db.execute<{ id: number; at: string; staffName: string; summary: string }>(sql`
    select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at,
           coalesce(actor_name, '') as "staffName", summary
      from delivery_changes order by created_at desc, id desc limit ${limit}`);
  return { changes: result.rows };
}
