import type { SettingsEvent } from "@shop/domain/contract/admin-offers";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";

/** Who made a change in the back office, as the journal keeps it. */
export type SettingsActor = { id: string; name: string };
export type SettingsArea = "offer" | "free-delivery" | "shop";

/** The fields that changed between two versions of a record, each as [before, after]. */
export function changesBetween<T extends Record<string, unknown>>(before: T | null, after: T | null) {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = [was, now];
  }
  return changes;
}

/** One line of the journal, written in the transaction of the change it tells. */
export async function recordSettingsEvent(
  db: Queryable,
  event: { area: SettingsArea; subjectId: number | null; action: string; changes: Record<string, [unknown, unknown]>; actor: SettingsActor },
): Promise<void> {
  await db.execute(sql`
    insert into settings_events (area, subject_id, action, changes, actor_id, actor_name)
    values (${event.area}, ${event.subjectId}, ${event.action}, ${JSON.stringify(event.changes)}::jsonb,
            ${event.actor.id}, ${event.actor.name})`);
}

/** The latest lines of some areas of the journal, newest first. */
export async function listSettingsEvents(db: Queryable, areas: readonly SettingsArea[], limit = 30): Promise<SettingsEvent[]> {
  const result = await db.execute<{
    id: number;
    action: string;
    subjectId: number | null;
    changes: Record<string, [unknown, unknown]>;
    actorId: string | null;
    actorName: string | null;
    at: string;
  }>(sql`
    select id, action, subject_id as "subjectId", changes, actor_id as "actorId", actor_name as "actorName",
           to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at
      from settings_events where area = any(${sql.param([...areas])}::text[])
     order by id desc limit ${limit}`);
  return result.rows.map(({ actorId, actorName, ...row }) => ({
    ...row,
    actor: actorId ? { id: actorId, name: actorName ?? "" } : null,
  }));
}
