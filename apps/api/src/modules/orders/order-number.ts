import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";

/**
 * Moves the order-number sequence up to `start` when the next number would be lower; never lowers it, so a number
 * once given is never given again. A single statement: two API processes starting together both land on `start`
 * (numbers drawn meanwhile by either are below it, so none repeats). Returns the next number the sequence gives.
 */
export async function raiseOrderNumbersTo(db: Queryable, start: number): Promise<number> {
  const result = await db.execute<{ next: number }>(sql`
    with current as (
      select case when is_called then last_value + 1 else last_value end as next from orders_number_seq
    )
    select case when current.next < ${start} then setval('orders_number_seq', ${start}, false) else current.next end
           as next
      from current`);
  return Number(result.rows[0]!.next);
}
