import { API_MESSAGES as M } from "@shop/domain/api-messages";
import type { DeliveryMethod } from "@shop/domain/constants";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { communes, deliveryFees, states, stopDesks } from "../../db/schema.js";
import { notFound } from "../../lib/errors.js";

export function listStates(db: Queryable) {
  return db
    .select({ id: states.id, code: states.code, name: states.name, nameAr: states.nameAr })
    .from(states)
    .orderBy(asc(states.id));
}

export async function listCommunes(db: Queryable, stateId: number) {
  const rows = await db
    .select({ id: communes.id, stateId: communes.stateId, name: communes.name, nameAr: communes.nameAr })
    .from(communes)
    .where(eq(communes.stateId, stateId))
    .orderBy(asc(communes.name));
  if (rows.length === 0) throw notFound(M.stateNotFound);
  return rows;
}

/**
 * Whether a fee row can be chosen: home delivery when its fee says so, the stop desk only where an agency is also
 * open to take the parcel (a wilaya whose agencies are all switched off has no stop desk). Columns are written
 * with their table: Drizzle leaves it out of a one-table select, and the subquery would read its own state_id.
 */
const offered: SQL<boolean> = sql<boolean>`("delivery_fees"."is_available" and ("delivery_fees"."method" <> 'stopdesk-delivery'
  or exists (select 1 from ${stopDesks} d where d.state_id = "delivery_fees"."state_id" and d.is_active)))`;

/** The delivery fee of a wilaya for a method; refused when the method is not offered there. */
export async function getDeliveryFee(db: Queryable, stateId: number, method: DeliveryMethod) {
  const [fee] = await db
    .select({
      stateId: deliveryFees.stateId,
      deliveryMethod: deliveryFees.method,
      price: deliveryFees.price,
      isAvailable: offered,
      minDays: deliveryFees.minDays,
      maxDays: deliveryFees.maxDays,
    })
    .from(deliveryFees)
    .where(and(eq(deliveryFees.stateId, stateId), eq(deliveryFees.method, method)));
  if (!fee) throw notFound(M.stateNotFound);
  return fee;
}

/** The whole fee grid: every wilaya with both methods, for the delivery help page. */
export async function listDeliveryFees(db: Queryable) {
  const rows = await db
    .select({
      stateId: states.id,
      code: states.code,
      name: states.name,
      method: deliveryFees.method,
      price: deliveryFees.price,
      isAvailable: offered,
      minDays: deliveryFees.minDays,
      maxDays: deliveryFees.maxDays,
    })
    .from(deliveryFees)
    .innerJoin(states, eq(states.id, deliveryFees.stateId))
    .orderBy(asc(states.id), asc(deliveryFees.method));
  return rows;
}

/** True when the commune belongs to the wilaya. */
export async function communeBelongsToState(db: Queryable, communeId: number, stateId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: communes.id })
    .from(communes)
    .where(and(eq(communes.id, communeId), eq(communes.stateId, stateId)));
  return row !== undefined;
}

/** The open agencies of a wilaya where a stop-desk parcel can be picked up, by name; 404 for no such wilaya. */
export async function listStopDesks(db: Queryable, stateId: number) {
  const [state] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId));
  if (!state) throw notFound(M.stateNotFound);
  return db
    .select({
      id: stopDesks.id,
      stateId: stopDesks.stateId,
      name: stopDesks.name,
      address: stopDesks.address,
      openingHours: stopDesks.openingHours,
      nameAr: stopDesks.nameAr,
      addressAr: stopDesks.addressAr,
      openingHoursAr: stopDesks.openingHoursAr,
    })
    .from(stopDesks)
    .where(and(eq(stopDesks.stateId, stateId), eq(stopDesks.isActive, true)))
    .orderBy(asc(stopDesks.name), asc(stopDesks.id));
}

/** One agency by id, open or not (the order checks it belongs to the wilaya and still takes parcels). */
export async function findStopDesk(db: Queryable, id: number) {
  const [desk] = await db.select().from(stopDesks).where(eq(stopDesks.id, id));
  return desk ?? null;
}
