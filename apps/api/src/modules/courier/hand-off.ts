import type { CourierImportResult } from "@shop/domain/contract/admin-courier";
import { sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import { moveOrder } from "../order-admin/order-moves.js";
import type { StaffActor } from "../stock/stock-moves.js";
import type { CourierAdapter, ExportFile, Parcel } from "./courier-adapter.js";

/** The confirmed orders, oldest first, as parcels for the courier. */
export async function listParcels(db: Queryable): Promise<Parcel[]> {
  const result = await db.execute<Parcel>(sql`
    select o.number as "orderNumber", o.first_name || ' ' || o.last_name as recipient, o.phone_number as "phoneNumber",
           s.id as "stateCode", s.name as "stateName", c.name as commune,
           case when o.delivery_method = 'stopdesk-delivery' and o.stop_desk_name is not null
                then o.stop_desk_name || ', ' || o.stop_desk_address
                else concat_ws(', ', o.address, nullif(o.address2, '')) end as address,
           case when o.delivery_method = 'stopdesk-delivery' then coalesce(o.stop_desk_name, '') end as "stopDesk",
           case when o.payment_status = 'paid' then 0 else o.total end as "cashToCollect",
           (select string_agg(l.title || ' (' || l.color_name || ', ' || l.size || ') x' || l.quantity
                              || case when l.is_gift then ' [cadeau]' else '' end, ' + ' order by l.is_gift, l.id)
              from order_lines l where l.order_id = o.id) as description
      from orders o
      join states s on s.id = o.state_id
      join communes c on c.id = o.commune_id
     where o.status = 'confirmed'
     order by o.created_at, o.number`);
  return result.rows;
}

export async function exportParcels(db: Queryable, adapter: CourierAdapter, now = new Date()): Promise<ExportFile> {
  return adapter.exportParcels(await listParcels(db), now);
}

/**
 * Marks shipped the orders of the courier's file, one move per line through the state machine, and reports on
 * each line: an order not confirmed (already shipped, cancelled), unknown or unreadable is refused with why.
 */
export async function importTracking(
  db: Db,
  adapter: CourierAdapter,
  input: string,
  options: { courier?: string; actor: StaffActor },
): Promise<CourierImportResult> {
  const lines: CourierImportResult["lines"] = [];
  for (const parsed of adapter.readTracking(input)) {
    if ("error" in parsed) {
      lines.push({ line: parsed.line, orderNumber: parsed.orderNumber, trackingNumber: parsed.trackingNumber, result: "refused", reason: parsed.error });
      continue;
    }
    const base = { line: parsed.line, orderNumber: parsed.orderNumber, trackingNumber: parsed.trackingNumber };
    const courier = parsed.courier ?? options.courier;
    if (!courier) {
      lines.push({ ...base, result: "refused", reason: "Transporteur manquant (colonne « Transporteur » ou choix à l’envoi)" });
      continue;
    }
    const found = await db.execute<{ id: string }>(sql`select id from orders where number = ${parsed.orderNumber}`);
    const id = found.rows[0]?.id;
    if (!id) {
      lines.push({ ...base, result: "refused", reason: "Commande introuvable" });
      continue;
    }
    try {
      await moveOrder(db, id, { action: "ship", courier, trackingNumber: parsed.trackingNumber }, options.actor);
      lines.push({ ...base, result: "shipped", reason: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      lines.push({ ...base, result: "refused", reason: error.message });
    }
  }
  const shipped = lines.filter((line) => line.result === "shipped").length;
  return { shipped, refused: lines.length - shipped, lines };
}
