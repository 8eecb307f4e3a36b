import { and, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { announcements } from "../../db/schema.js";

/**
 * Announcement items as the storefront reads them: those switched on whose window holds now (start included, end
 * excluded), by the database's clock, so the API decides and every storefront process agrees. Unknown types are
 * returned: the client skips them with a console warning (spec §2). The storefront keeps this answer until the
 * catalogue's version moves (every write here moves it) or a minute passes, so a window opens or closes within it.
 */
export async function listAnnouncements(db: Queryable) {
  const now = sql`now()`;
  const rows = await db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.isActive, true),
        or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
      ),
    )
    .orderBy(asc(announcements.position), asc(announcements.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    is_active: row.isActive,
    content: { text: row.text, textAr: row.textAr, bgColor: row.bgColor, textColor: row.textColor },
  }));
}
