import { Readable } from "node:stream";
import type { OrderStatus, PaymentMethod, PaymentStatus } from "@shop/domain/constants";
import { ORDERS_EXPORT_COLUMNS, type OrdersExportQuery } from "@shop/domain/contract/admin-orders-export";
import { formatMoney } from "@shop/domain/money";
import { STATUS_LABELS } from "@shop/domain/order-workflow";
import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { CSV_BOM, CSV_SEPARATOR, writeCsvRow } from "../../lib/csv.js";
import { SHOP_TIME_ZONE } from "./order-list.js";

/** Orders read per query: a year of a busy shop (100,000 orders) is a hundred short reads, never all at once. */
export const EXPORT_BATCH = 1_000;

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  "on-delivery": "Paiement à la livraison",
  cib: "Carte CIB",
  eddahabia: "Carte Edahabia",
};
const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  "cash-on-delivery": "À encaisser à la livraison",
  pending: "En attente",
  paid: "Payée",
  failed: "Échoué",
  canceled: "Annulé",
};

type Line = { title: string; colour: string; size: string; quantity: number; total: number; gift: boolean };
type Row = {
  cursor: string;
  number: number;
  placedAt: string;
  shippedAt: string | null;
  closedAt: string | null;
  cancelledAt: string | null;
  status: OrderStatus;
  customer: string;
  phone: string;
  stateCode: number;
  stateName: string;
  commune: string;
  delivery: "home-delivery" | "stopdesk-delivery";
  stopDesk: string | null;
  lines: Line[] | null;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
};

const local = (column: SQL) => sql`to_char(${column} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI')`;

/** One batch of orders after `after` (the last one's creation instant as text, to the microsecond, and number). */
async function readBatch(
  db: Queryable,
  query: OrdersExportQuery,
  after: { cursor: string; number: number } | null,
) {
  const result = await db.execute<Row>(sql`
    select o.created_at::text as cursor, o.number,
           ${local(sql`o.created_at`)} as "placedAt", ${local(sql`o.shipped_at`)} as "shippedAt",
           ${local(sql`o.closed_at`)} as "closedAt", ${local(sql`o.cancelled_at`)} as "cancelledAt",
           o.status, o.first_name || ' ' || o.last_name as customer, o.phone_number as phone,
           s.id as "stateCode", s.name as "stateName", c.name as commune,
           o.delivery_method as delivery, o.stop_desk_name as "stopDesk",
           (select json_agg(json_build_object('title', l.title, 'colour', l.color_name, 'size', l.size,
                                              'quantity', l.quantity, 'total', l.line_total, 'gift', l.is_gift)
                            order by l.is_gift, l.id)
              from order_lines l where l.order_id = o.id) as lines,
           o.subtotal, o.discount, o.delivery_fee as "deliveryFee", o.total,
           o.payment_method as "paymentMethod", o.payment_status as "paymentStatus"
      from orders o
      join states s on s.id = o.state_id
      join communes c on c.id = o.commune_id
     where o.created_at >= (${query.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}
       and o.created_at < (${query.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}
       ${after ? sql`and (o.created_at, o.number) > (${after.cursor}::timestamptz, ${after.number})` : sql``}
     order by o.created_at, o.number
     limit ${EXPORT_BATCH}`);
  return result.rows;
}

function lineText(line: Line): string {
  const gift = line.gift ? " [cadeau]" : "";
  return `${line.title} (${line.colour}, ${line.size}) x${line.quantity} : ${formatMoney(line.total)}${gift}`;
}

function cells(row: Row): (string | number)[] {
  const lines = row.lines ?? [];
  return [
    row.number,
    row.placedAt,
    row.shippedAt ?? "",
    row.closedAt ?? "",
    row.cancelledAt ?? "",
    STATUS_LABELS[row.status],
    row.customer,
    row.phone,
    row.stateCode,
    row.stateName,
    row.commune,
    row.delivery === "stopdesk-delivery"
      ? `Stop desk${row.stopDesk ? ` : ${row.stopDesk}` : ""}`
      : "À domicile",
    lines.map(lineText).join(" + "),
    lines.filter((line) => !line.gift).reduce((sum, line) => sum + line.quantity, 0),
    row.subtotal,
    row.discount,
    row.deliveryFee,
    row.total,
    PAYMENT_METHOD_LABELS[row.paymentMethod],
    PAYMENT_STATUS_LABELS[row.paymentStatus],
  ];
}

async function* exportLines(db: Queryable, query: OrdersExportQuery): AsyncGenerator<string> {
  yield CSV_BOM + writeCsvRow(ORDERS_EXPORT_COLUMNS, CSV_SEPARATOR);
  let after: { cursor: string; number: number } | null = null;
  for (;;) {
    const rows = await readBatch(db, query, after);
    if (rows.length > 0) yield rows.map((row) => writeCsvRow(cells(row), CSV_SEPARATOR)).join("");
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { cursor: last.cursor, number: last.number };
  }
}

/**
 * The orders placed between two days (both included, Algiers' days), oldest first, as a CSV stream read a batch
 * at a time (keyset on creation instant and number): the file starts at once and the API holds one batch. Every
 * text cell goes through the courier sheet's formula neutralising, a customer's name included.
 */
export function exportOrders(db: Queryable, query: OrdersExportQuery) {
  return {
    contentType: "text/csv; charset=utf-8",
    fileName: `commandes-${query.from}-au-${query.to}.csv`,
    body: Readable.from(exportLines(db, query)),
  };
}
