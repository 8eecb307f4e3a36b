import type { DeliveryMethod } from "@shop/domain/constants";
import type { FeeCell, FeeCellInput, FeeGrid, FeeGridRow } from "@shop/domain/contract/admin-delivery";
import { sql } from "drizzle-orm";
import type { Db, Queryable, Tx } from "../../db/client.js";
import { describeCell, recordDeliveryChanges, type Actor } from "./delivery-journal.js";

/**
 * The delivery fee grid as the back office edits it: every wilaya × home / stop desk, a price, free (0 DA) or
 * unavailable (`is_available` false, its last price kept for the day it comes back), with a delivery time. Each
 * write is one transaction under the grid's lock, logged in the delivery journal; it moves the catalogue's version
 * (trigger of migration 0020), so every storefront forgets the grid it kept within two seconds, and checkout,
 * which reads the table at each call, follows at once on every API process.
 */

type StoredCell = { stateId: number; method: DeliveryMethod; price: number; isAvailable: boolean; minDays: number; maxDays: number };

export const cellOf = (row: Pick<StoredCell, "price" | "isAvailable" | "minDays" | "maxDays"> | undefined): FeeCell =>
  row === undefined
    ? { mode: "unavailable", price: 0, minDays: 0, maxDays: 0 }
    : {
        mode: !row.isAvailable ? "unavailable" : row.price === 0 ? "free" : "price",
        price: row.price,
        minDays: row.minDays,
        maxDays: row.maxDays,
      };

export async function lockFeeGrid(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('delivery_fees'))`);
}

/** A fingerprint of every cell: what a CSV preview was made against. */
export async function feeGridBasis(db: Queryable): Promise<string> {
  const result = await db.execute<{ basis: string | null }>(sql`
    select md5(string_agg(concat_ws(':', state_id, method, price, is_available, min_days, max_days), ','
                          order by state_id, method)) as basis
      from delivery_fees`);
  return result.rows[0]?.basis ?? "";
}

/** Every stored cell, by `stateId:method`. */
export async function storedCells(db: Queryable): Promise<Map<string, StoredCell>> {
  const result = await db.execute<StoredCell>(sql`
    select state_id as "stateId", method, price, is_available as "isAvailable", min_days as "minDays",
           max_days as "maxDays"
      from delivery_fees`);
  return new Map(result.rows.map((row) => [`${row.stateId}:${row.method}`, row]));
}

export type StateName = { id: number; code: string; name: string; nameAr: string };

export async function stateNames(db: Queryable): Promise<StateName[]> {
  const result = await db.execute<StateName>(sql`select id, code, name, name_ar as "nameAr" from states order by id`);
  return result.rows;
}

/** The 58 wilayas, each with both methods and its open agencies. */
export async function getFeeGrid(db: Queryable): Promise<FeeGrid> {
  const [states, cells, desks, basis] = await Promise.all([
    stateNames(db),
    storedCells(db),
    db.execute<{ stateId: number; open: number }>(sql`
      select state_id as "stateId", count(*)::int as open from stop_desks where is_active group by state_id`),
    feeGridBasis(db),
  ]);
  const open = new Map(desks.rows.map((row) => [row.stateId, row.open]));
  const rows: FeeGridRow[] = states.map((state) => ({
    stateId: state.id,
    code: state.code,
    name: state.name,
    nameAr: state.nameAr,
    home: cellOf(cells.get(`${state.id}:home-delivery`)),
    stopDesk: cellOf(cells.get(`${state.id}:stopdesk-delivery`)),
    openStopDesks: open.get(state.id) ?? 0,
  }));
  return { rows, basis };
}

/** What a cell becomes once the merchant's setting is applied to what is stored. */
export function appliedCell(input: Pick<FeeCellInput, "mode" | "price" | "minDays" | "maxDays">, before: FeeCell): FeeCell {
  const price = input.mode === "free" ? 0 : input.mode === "price" ? input.price! : before.price;
  return { mode: input.mode, price, minDays: input.minDays, maxDays: input.maxDays };
}

export const sameCell = (a: FeeCell, b: FeeCell) =>
  a.mode === b.mode && a.price === b.price && a.minDays === b.minDays && a.maxDays === b.maxDays;

/**
 * Writes cells already checked against the grid (inside the caller's transaction, under the grid's lock), and
 * logs each change. Returns how many changed.
 */
export async function writeCells(
  tx: Tx,
  changes: { stateId: number; method: DeliveryMethod; before: FeeCell; after: FeeCell; label: string }[],
  actor: Actor,
  source: string,
): Promise<number> {
  if (changes.length === 0) return 0;
  const values = changes.map(
    ({ stateId, method, after }) =>
      sql`(${stateId}::int, ${method}::text, ${after.price}::int, ${after.mode !== "unavailable"}::boolean, ${after.minDays}::int, ${after.maxDays}::int)`,
  );
  await tx.execute(sql`
    insert into delivery_fees (state_id, method, price, is_available, min_days, max_days)
    values ${sql.join(values, sql`, `)}
    on conflict (state_id, method) do update
       set price = excluded.price, is_available = excluded.is_available,
           min_days = excluded.min_days, max_days = excluded.max_days`);
  await recordDeliveryChanges(
    tx,
    "fee",
    changes.map((change) => `${change.label}${source} : ${describeCell(change.before)} → ${describeCell(change.after)}`),
    actor,
  );
  return changes.length;
}

export const methodLabel = (method: DeliveryMethod) => (method === "home-delivery" ? "à domicile" : "stop desk");

/** Several cells at once (the wilayas ticked in the grid); cells left as they were are not logged. */
export async function setFees(db: Db, cells: readonly FeeCellInput[], actor: Actor): Promise<FeeGrid> {
  return db.transaction(async (tx) => {
    await lockFeeGrid(tx);
    const [stored, states] = await Promise.all([storedCells(tx), stateNames(tx)]);
    const names = new Map(states.map((state) => [state.id, state.name]));
    const changes = cells.flatMap((cell) => {
      const before = cellOf(stored.get(`${cell.stateId}:${cell.method}`));
      const after = appliedCell(cell, before);
      if (sameCell(before, after)) return [];
      const label = `${names.get(cell.stateId) ?? cell.stateId} (${cell.stateId}), ${methodLabel(cell.method)}`;
      return [{ stateId: cell.stateId, method: cell.method, before, after, label }];
    });
    await writeCells(tx, changes, actor, "");
    return getFeeGrid(tx);
  });
}
