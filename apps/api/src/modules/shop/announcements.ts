import { asc } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { announcements } from "../../db/schema.js";

/**
 * Announcement items as the storefront reads them. Every item is returned, inactive and unknown types
 * included: the client shows active `topbar` items and warns about types it does not know.
 */
export async function listAnnouncements(db: Queryable) {
  const rows = await db.select().from(announcements).orderBy(asc(announcements.position), asc(announcements.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    is_active: row.isActive,
    content: { text: row.text, textAr: row.textAr, bgColor: row.bgColor, textColor: row.textColor },
  }));
}
