import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { communes, deliveryFees, states } from "../../db/schema.js";
import { notFound } from "../../lib/errors.js";

export type DeliveryMethod = "home-delivery" | "stopdesk-delivery";

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
  if (rows.length === 0) throw notFound("Cette wilaya n’existe pas");
  return rows;
}

/** The delivery fee of a wilaya for a method; refused when the method is not offered there. */
export async function getDeliveryFee(db: Queryable, stateId: number, method: DeliveryMethod) {
  const [fee] = await db
    .select()
    .from(deliveryFees)
    .where(and(eq(deliveryFees.stateId, stateId), eq(deliveryFees.method, method)));
  if (!fee) throw notFound("Cette wilaya n’existe pas");
  return {
    stateId: fee.stateId,
    deliveryMethod: fee.method,
    price: fee.price,
    isAvailable: fee.isAvailable,
    minDays: fee.minDays,
    maxDays: fee.maxDays,
  };
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
      isAvailable: deliveryFees.isAvailable,
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
