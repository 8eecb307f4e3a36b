import { API_MESSAGES as M } from "@shop/domain/api-messages";
import type { AddressData } from "@shop/domain/schemas";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client.js";
import { addresses, communes, states } from "../../db/schema.js";
import { badRequest, notFound } from "../../lib/errors.js";
import { communeBelongsToState } from "../geography/geography.js";

const columns = {
  id: addresses.id,
  firstName: addresses.firstName,
  lastName: addresses.lastName,
  phoneNumber: addresses.phoneNumber,
  address: addresses.address,
  address2: addresses.address2,
  state: addresses.stateId,
  stateName: states.name,
  stateCommuneId: addresses.communeId,
  communeName: communes.name,
  postalCode: addresses.postalCode,
  isDefault: addresses.isDefault,
};

/** A customer's saved addresses, the default first. */
export function listAddresses(db: Db, userId: string) {
  return db
    .select(columns)
    .from(addresses)
    .innerJoin(states, eq(states.id, addresses.stateId))
    .innerJoin(communes, eq(communes.id, addresses.communeId))
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
}

async function assertCommune(db: Db, input: AddressData) {
  if (!(await communeBelongsToState(db, input.stateCommuneId, input.state))) {
    const message = M.communeNotInState;
    throw badRequest(message, { stateCommuneId: message });
  }
}

const values = (input: AddressData) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  phoneNumber: input.phoneNumber,
  address: input.address,
  address2: input.address2 ?? null,
  stateId: input.state,
  communeId: input.stateCommuneId,
  postalCode: input.postalCode || null,
});

/**
 * Serialises one customer's address changes (a double click saves twice at once): without it, two first
 * addresses both become the default and the second insert breaks the one-default index (a 500).
 */
async function lockCustomer(tx: Queryable, userId: string) {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

/** Adds an address; the first one, or one marked default, becomes the default. */
export async function addAddress(db: Db, userId: string, input: AddressData) {
  await assertCommune(db, input);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [{ count }] = (await tx.execute<{ count: number }>(sql`select count(*) as count from addresses where user_id = ${userId}`)).rows as [{ count: number }];
    if (count >= 20) throw badRequest(M.addressLimit);
    const isDefault = count === 0 || input.isDefault === true;
    if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    const [row] = await tx.insert(addresses).values({ ...values(input), userId, isDefault }).returning({ id: addresses.id });
    return row!.id;
  });
}

export async function editAddress(db: Db, userId: string, id: number, input: AddressData) {
  await assertCommune(db, input);
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    if (input.isDefault === true) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    const patch = input.isDefault === true ? { ...values(input), isDefault: true } : values(input);
    const updated = await tx.update(addresses).set(patch).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning({ id: addresses.id });
    if (updated.length === 0) throw notFound(M.addressNotFound);
  });
}

/** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(db: Db, userId: string, id: number) {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const deleted = await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning({ isDefault: addresses.isDefault });
    if (deleted.length === 0) throw notFound(M.addressNotFound);
    if (deleted[0]!.isDefault) {
      await tx.execute(sql`update addresses set is_default = true
        where id = (select id from addresses where user_id = ${userId} order by id limit 1)`);
    }
  });
}

export async function setDefaultAddress(db: Db, userId: string, id: number) {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [owned] = await tx.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!owned) throw notFound(M.addressNotFound);
    await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
  });
}
