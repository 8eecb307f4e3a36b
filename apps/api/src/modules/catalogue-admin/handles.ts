import { CATALOGUE_LIMITS, handleFromTitle } from "@shop/domain/catalogue";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { handleTaken } from "./unique-violations.js";

/**
 * A handle no other product has, made from a French title (`handleFromTitle`): « veste-sprint », else
 * « veste-sprint-2 », « veste-sprint-3 »… A title with no Latin letter (Arabic only) gives « produit ». Two creations
 * racing for the same one meet the unique index: the second is a 409 on `handle`, the form saves again.
 */
export async function freeHandleFrom(db: Queryable, title: string): Promise<string> {
  const base = (handleFromTitle(title) || "produit").slice(0, CATALOGUE_LIMITS.handleMax - 6).replace(/-+$/, "");
  const pattern = `^${base}(-[0-9]+)?$`;
  const taken = await db.execute<{ handle: string }>(sql`select handle from products where handle ~ ${pattern}`);
  const used = new Set(taken.rows.map((row) => row.handle));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Refuses a handle another product has (409 on `handle`). */
export async function assertHandleFree(db: Queryable, handle: string, productId: number | null): Promise<void> {
  const taken = await db.execute(sql`
    select 1 from products where handle = ${handle} and id is distinct from ${productId}::int limit 1`);
  if (taken.rows.length > 0) throw handleTaken();
}
