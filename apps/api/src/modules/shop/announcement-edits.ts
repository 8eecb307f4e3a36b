import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MESSAGES as M,
  type AdminAnnouncement,
  type AdminAnnouncements,
  type AnnouncementInput,
} from "@shop/domain/contract/admin-announcements";
import { algiersLocalToIso } from "@shop/domain/catalogue";
import { sql } from "drizzle-orm";
import type { Db, Queryable, Tx } from "../../db/client.js";
import { conflict, notFound } from "../../lib/errors.js";

/**
 * The top bar's items as the back office edits them. Each write is one statement or one transaction under the
 * items' lock (the count limit and the order hold against two tabs saving at once); every write moves the
 * catalogue's version (trigger of migration 0015), so the storefront forgets the bar it kept and shows the change
 * within two seconds (decision 0065).
 */

type Row = {
  id: number;
  type: string;
  textFr: string;
  textAr: string;
  bgColor: string;
  textColor: string;
  isActive: boolean;
  startsAt: string | null;
  endsAt: string | null;
  position: number;
  state: AdminAnnouncement["state"];
};

async function lockAnnouncements(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('announcements'))`);
}

/** Every item in the bar's order, with where it stands now (the database's clock decides, as the public read's). */
export async function listAdminAnnouncements(db: Queryable): Promise<AdminAnnouncements> {
  const result = await db.execute<Row>(sql`
    select id, type, text as "textFr", text_ar as "textAr", bg_color as "bgColor", text_color as "textColor",
           is_active as "isActive", position,
           to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startsAt",
           to_char(ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "endsAt",
           case when not is_active then 'off'
                when ends_at is not null and ends_at <= now() then 'ended'
                when starts_at is not null and starts_at > now() then 'scheduled'
                else 'shown' end as state
      from announcements order by position, id`);
  return { announcements: result.rows };
}

/** The form's Algiers times as instants for the columns. */
const windowOf = (input: AnnouncementInput) => ({
  startsAt: input.startsAt === null ? null : (algiersLocalToIso(input.startsAt) ?? null),
  endsAt: input.endsAt === null ? null : (algiersLocalToIso(input.endsAt) ?? null),
});

/** A new item of the top bar, last in its order. */
export async function createAnnouncement(db: Db, input: AnnouncementInput): Promise<{ id: number }> {
  const { startsAt, endsAt } = windowOf(input);
  return db.transaction(async (tx) => {
    await lockAnnouncements(tx);
    const count = await tx.execute<{ count: number; next: number }>(sql`
      select count(*)::int as count, coalesce(max(position) + 1, 0)::int as next from announcements`);
    const { count: held, next } = count.rows[0]!;
    if (held >= ANNOUNCEMENT_LIMITS.itemsMax) throw conflict("TOO_MANY_ANNOUNCEMENTS", M.tooMany);
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into announcements (type, is_active, text, text_ar, bg_color, text_color, position, starts_at, ends_at)
      values ('topbar', ${input.isActive}, ${input.textFr}, ${input.textAr}, ${input.bgColor}, ${input.textColor},
              ${next}, ${startsAt}, ${endsAt})
      returning id`);
    return { id: inserted.rows[0]!.id };
  });
}

/** Texts, colours, window and switch of an item; its place and type stay. */
export async function updateAnnouncement(db: Db, id: number, input: AnnouncementInput): Promise<{ id: number }> {
  const { startsAt, endsAt } = windowOf(input);
  const result = await db.execute(sql`
    update announcements set text = ${input.textFr}, text_ar = ${input.textAr}, bg_color = ${input.bgColor},
           text_color = ${input.textColor}, is_active = ${input.isActive}, starts_at = ${startsAt}, ends_at = ${endsAt}
     where id = ${id}`);
  if (result.rowCount === 0) throw notFound(M.notFound);
  return { id };
}

/** Switched on or off from the list, without the form. */
export async function setAnnouncementActive(db: Db, id: number, isActive: boolean): Promise<{ id: number }> {
  const result = await db.execute(sql`update announcements set is_active = ${isActive} where id = ${id}`);
  if (result.rowCount === 0) throw notFound(M.notFound);
  return { id };
}

/** Deleted for good; the others keep their order (positions may leave a gap, the order holds). */
export async function deleteAnnouncement(db: Db, id: number): Promise<{ id: number }> {
  const result = await db.execute(sql`delete from announcements where id = ${id}`);
  if (result.rowCount === 0) throw notFound(M.notFound);
  return { id };
}

/**
 * The bar's order, first to last. The list must name every item once, as the page showed them: an item added or
 * deleted meanwhile in another tab refuses it (409) rather than leaving items without a place.
 */
export async function orderAnnouncements(db: Db, ids: readonly number[]): Promise<AdminAnnouncements> {
  return db.transaction(async (tx) => {
    await lockAnnouncements(tx);
    const held = await tx.execute<{ id: number }>(sql`select id from announcements`);
    const known = new Set(held.rows.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id)))
      throw conflict("ANNOUNCEMENTS_CHANGED", M.orderStale, { ids: M.orderStale });
    await tx.execute(sql`
      update announcements a set position = o.position - 1
        from unnest(${sql.param(ids)}::int[]) with ordinality as o(id, position)
       where a.id = o.id and a.position is distinct from o.position - 1`);
    return listAdminAnnouncements(tx);
  });
}
