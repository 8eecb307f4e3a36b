import type { PhoneHistory } from "@shop/domain/contract/admin-customers";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";

/** How a phone's orders at this shop ended, and whether it is blocked: what an operator reads before calling. */
export async function getPhoneHistory(db: Queryable, phoneNumber: string): Promise<PhoneHistory> {
  const result = await db.execute<Omit<PhoneHistory, "phoneNumber">>(sql`
    select count(*)::int as orders,
           count(*) filter (where status = 'delivered')::int as delivered,
           count(*) filter (where status = 'returned')::int as returned,
           count(*) filter (where status = 'cancelled')::int as cancelled,
           count(*) filter (where status not in ('delivered', 'returned', 'cancelled'))::int as open,
           exists (select 1 from blocked_phones b where b.phone_number = ${phoneNumber}) as blocked
      from orders where phone_number = ${phoneNumber}`);
  return { phoneNumber, ...result.rows[0]! };
}
