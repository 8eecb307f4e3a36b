import { and, eq, isNull, sql } from "drizzle-orm";
import { communes, deliveryFees, states, stopDesks } from "../db/schema/geography.js";
import communeData from "../modules/geography/data/Commune_Of_Algeria.json" with { type: "json" };
import wilayaData from "../modules/geography/data/Wilaya_Of_Algeria.json" with { type: "json" };
import { deliveryFeeRows } from "./delivery-fees.js";
import { insertRows, type SeedDatabase, type SeedWriter } from "./seed-db.js";
import { stopDeskRows } from "./stop-desks.js";

/**
 * French names as Algerians write them, where the source file (kossa/algerian-cities, copied unchanged)
 * has a typo or lost its accents. Keyed by wilaya number.
 */
const WILAYA_NAME_FIXES: Record<number, string> = {
  8: "Béchar",
  12: "Tébessa",
  19: "Sétif",
  20: "Saïda",
  22: "Sidi Bel Abbès",
  26: "Médéa",
  35: "Boumerdès",
  44: "Aïn Defla",
  45: "Naâma",
  46: "Aïn Témouchent",
  47: "Ghardaïa",
  50: "Bordj Badji Mokhtar",
  57: "El M’Ghair",
};

export function stateRows(): (typeof states.$inferInsert)[] {
  return wilayaData.map((wilaya) => ({
    id: wilaya.id,
    code: String(wilaya.id).padStart(2, "0"),
    name: WILAYA_NAME_FIXES[wilaya.id] ?? wilaya.name,
    nameAr: wilaya.ar_name,
  }));
}

export function communeRows(): (typeof communes.$inferInsert)[] {
  return communeData.map((commune) => ({
    id: Number(commune.id),
    stateId: Number(commune.wilaya_id),
    name: commune.name.trim(),
    nameAr: commune.ar_name.trim(),
    // The source calls it post_code, but it is the ONS commune code (WWCCC, pre-2019 wilaya numbers).
    onsCode: commune.post_code,
  }));
}

const countOf = async (db: SeedWriter, table: typeof states | typeof communes) => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
  return row?.count ?? 0;
};

/**
 * The demo stop desks, only into an empty table: once the shop keeps its own list (or has switched agencies off),
 * a restart must not bring the demo ones back. Their ids are written explicitly, so the sequence moves past them.
 * A database seeded before the agencies had Arabic texts gets them, on the demo agencies whose name, address and
 * hours are still the demo's (an agency the shop has changed keeps its French only).
 */
async function seedStopDesks(db: SeedWriter): Promise<void> {
  const [any] = await db.select({ id: stopDesks.id }).from(stopDesks).limit(1);
  if (any) {
    await fillArabicStopDesks(db);
    return fillStopDeskCommunes(db);
  }
  await insertRows(db, stopDesks, stopDeskRows(stateRows(), communeRows()), 1000, true);
  await db.execute(sql`
    select setval(pg_get_serial_sequence('stop_desks', 'id'), coalesce(max(id), 1), max(id) is not null)
      from ${stopDesks}`);
}

async function fillArabicStopDesks(db: SeedWriter): Promise<void> {
  const [missing] = await db
    .select({ id: stopDesks.id })
    .from(stopDesks)
    .where(eq(stopDesks.nameAr, ""))
    .limit(1);
  if (!missing) return;
  for (const desk of stopDeskRows(stateRows(), communeRows())) {
    await db
      .update(stopDesks)
      .set({ nameAr: desk.nameAr, addressAr: desk.addressAr, openingHoursAr: desk.openingHoursAr })
      .where(
        and(
          eq(stopDesks.id, desk.id!),
          eq(stopDesks.name, desk.name),
          eq(stopDesks.address, desk.address),
          eq(stopDesks.openingHours, desk.openingHours),
          eq(stopDesks.nameAr, ""),
        ),
      );
  }
}

/**
 * A database seeded before the agencies had a commune and a courier gets them, on the demo agencies still at the
 * demo's name and address (one the shop has changed is left for the back office, which asks for its commune).
 */
async function fillStopDeskCommunes(db: SeedWriter): Promise<void> {
  const [missing] = await db.select({ id: stopDesks.id }).from(stopDesks).where(isNull(stopDesks.communeId)).limit(1);
  if (!missing) return;
  const rows = stopDeskRows(stateRows(), communeRows());
  await db.execute(sql`
    update ${stopDesks} d set commune_id = demo.commune_id, courier = demo.courier
      from unnest(${sql.param(rows.map((row) => row.id!))}::int[], ${sql.param(rows.map((row) => row.name))}::text[],
                  ${sql.param(rows.map((row) => row.address))}::text[], ${sql.param(rows.map((row) => row.communeId!))}::int[],
                  ${sql.param(rows.map((row) => row.courier!))}::text[]) as demo(id, name, address, commune_id, courier)
     where d.id = demo.id and d.name = demo.name and d.address = demo.address and d.commune_id is null`);
}

/**
 * The 58 wilayas, their 1,541 communes, the delivery fees of both methods and the demo stop desks. Idempotent:
 * rows already present are left as they are. Returns how many wilayas and communes the database then holds.
 */
export async function seedGeography(db: SeedDatabase): Promise<{ states: number; communes: number }> {
  const counts = await db.transaction(async (tx) => {
    await insertRows(tx, states, stateRows(), 1000, true);
    await insertRows(tx, communes, communeRows(), 1000, true);
    await insertRows(tx, deliveryFees, deliveryFeeRows(), 1000, true);
    await seedStopDesks(tx);
    return { states: await countOf(tx, states), communes: await countOf(tx, communes) };
  });
  // Fresh planner statistics for what was written (see analyzeCatalogue): checkout reads fees and desks by wilaya.
  await db.execute(sql`analyze states, communes, delivery_fees, stop_desks`);
  return counts;
}
