import {
  DELIVERY_MESSAGES as M,
  type AdminStopDesk,
  type AdminStopDesks,
  type StopDeskInput,
} from "@shop/domain/contract/admin-delivery";
import { sql } from "drizzle-orm";
import type { Db, Queryable, Tx } from "../../db/client.js";
import { badRequest, notFound } from "../../lib/errors.js";
import { recordDeliveryChanges, type Actor } from "./delivery-journal.js";

/**
 * The carrier's agencies as the back office keeps them. An agency is never deleted: closed, it is no longer offered
 * at checkout (nor counted for the wilaya's stop desk), and the orders that named it keep their own copy of its name
 * and address. Every write moves the catalogue's version (trigger of migration 0020) and is in the delivery journal.
 */

const SELECT = sql`
  select d.id, d.state_id as "stateId", s.name as "stateName", d.commune_id as "communeId", c.name as "communeName",
         d.name, d.name_ar as "nameAr", d.address, d.address_ar as "addressAr", d.opening_hours as "openingHours",
         d.opening_hours_ar as "openingHoursAr", d.courier, d.is_active as "isActive"
    from stop_desks d join states s on s.id = d.state_id left join communes c on c.id = d.commune_id`;

export async function listAdminStopDesks(db: Queryable, stateId?: number): Promise<AdminStopDesks> {
  const where = stateId === undefined ? sql`` : sql`where d.state_id = ${stateId}`;
  const result = await db.execute<AdminStopDesk>(sql`${SELECT} ${where} order by d.state_id, d.name, d.id`);
  return { stopDesks: result.rows };
}

async function findAdminStopDesk(db: Queryable, id: number): Promise<AdminStopDesk> {
  const result = await db.execute<AdminStopDesk>(sql`${SELECT} where d.id = ${id}`);
  const desk = result.rows[0];
  if (!desk) throw notFound(M.stopDeskNotFound);
  return desk;
}

/** The commune must be one of the wilaya's: a parcel is sent to a wilaya's agency by its commune. */
async function assertCommune(db: Queryable, input: StopDeskInput): Promise<void> {
  const result = await db.execute<{ stateId: number }>(sql`select state_id as "stateId" from communes where id = ${input.communeId}`);
  const commune = result.rows[0];
  if (!commune || commune.stateId !== input.stateId) throw badRequest(M.communeNotInState, { communeId: M.communeNotInState });
}

const describe = (desk: Pick<AdminStopDesk, "name" | "stateId">) => `Agence « ${desk.name} » (wilaya ${desk.stateId})`;

export async function createStopDesk(db: Db, input: StopDeskInput, actor: Actor): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await assertCommune(tx, input);
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into stop_desks (state_id, commune_id, name, name_ar, address, address_ar, opening_hours,
                              opening_hours_ar, courier, is_active)
      values (${input.stateId}, ${input.communeId}, ${input.name}, ${input.nameAr}, ${input.address},
              ${input.addressAr}, ${input.openingHours}, ${input.openingHoursAr}, ${input.courier}, true)
      returning id`);
    await recordDeliveryChanges(tx, "stop-desk", [`${describe(input)} créée`], actor);
    return { id: inserted.rows[0]!.id };
  });
}

const FIELDS = [
  ["stateId", "wilaya"],
  ["communeId", "commune"],
  ["name", "nom"],
  ["nameAr", "nom en arabe"],
  ["address", "adresse"],
  ["addressAr", "adresse en arabe"],
  ["openingHours", "horaires"],
  ["openingHoursAr", "horaires en arabe"],
  ["courier", "transporteur"],
] as const satisfies readonly (readonly [keyof StopDeskInput, string])[];

async function lockDesk(tx: Tx, id: number): Promise<AdminStopDesk> {
  await tx.execute(sql`select id from stop_desks where id = ${id} for update`);
  return findAdminStopDesk(tx, id);
}

/** Everything the form holds; whether it is open stays. Only what changed is in the journal. */
export async function updateStopDesk(db: Db, id: number, input: StopDeskInput, actor: Actor): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await lockDesk(tx, id);
    await assertCommune(tx, input);
    const changed = FIELDS.filter(([key]) => before[key] !== input[key]).map(([, label]) => label);
    if (changed.length === 0) return { id };
    await tx.execute(sql`
      update stop_desks set state_id = ${input.stateId}, commune_id = ${input.communeId}, name = ${input.name},
             name_ar = ${input.nameAr}, address = ${input.address}, address_ar = ${input.addressAr},
             opening_hours = ${input.openingHours}, opening_hours_ar = ${input.openingHoursAr}, courier = ${input.courier}
       where id = ${id}`);
    await recordDeliveryChanges(tx, "stop-desk", [`${describe(before)} modifiée : ${changed.join(", ")}`], actor);
    return { id };
  });
}

/** Closed (no longer offered at checkout) or reopened. */
export async function setStopDeskOpen(db: Db, id: number, isActive: boolean, actor: Actor): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await lockDesk(tx, id);
    if (before.isActive === isActive) return { id };
    await tx.execute(sql`update stop_desks set is_active = ${isActive} where id = ${id}`);
    await recordDeliveryChanges(tx, "stop-desk", [`${describe(before)} ${isActive ? "rouverte" : "fermée"}`], actor);
    return { id };
  });
}
