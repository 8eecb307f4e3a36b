import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { sizeNameAr } from "../catalog/facet-names.js";
import type { DeliveryMethod, OrderStatus, OrderType, PaymentMethod, PaymentStatus } from "@shop/domain/constants";
import type { Order, OrderLine, OrderSummary } from "@shop/domain/contract/orders";

type OrderRow = {
  id: string;
  number: number;
  type: OrderType;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Raw `execute` results bypass Drizzle's column mapping: timestamptz arrives as text. */
  createdAt: string | Date;
  email: string | null;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  country: string;
  address: string;
  address2: string | null;
  postalCode: string | null;
  stateId: number;
  stateName: string;
  stateNameAr: string;
  communeId: number;
  communeName: string;
  communeNameAr: string;
  deliveryMethod: DeliveryMethod;
  minDays: number | null;
  maxDays: number | null;
  stopDeskId: number | null;
  stopDeskName: string | null;
  stopDeskAddress: string | null;
  stopDeskHours: string | null;
  stopDeskNameAr: string;
  stopDeskAddressAr: string;
  stopDeskHoursAr: string;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  checkoutUrl: string | null;
};

type StopDeskColumns = Pick<
  OrderRow,
  | "stopDeskId"
  | "stopDeskName"
  | "stopDeskAddress"
  | "stopDeskHours"
  | "stopDeskNameAr"
  | "stopDeskAddressAr"
  | "stopDeskHoursAr"
>;

/** The agency columns of an order `o` joined to its desk `d`: the snapshot taken at ordering, today's hours. */
const STOP_DESK_COLUMNS = sql.raw(`o.stop_desk_id as "stopDeskId", o.stop_desk_name as "stopDeskName",
           o.stop_desk_address as "stopDeskAddress", d.opening_hours as "stopDeskHours",
           coalesce(d.name_ar, '') as "stopDeskNameAr", coalesce(d.address_ar, '') as "stopDeskAddressAr",
           coalesce(d.opening_hours_ar, '') as "stopDeskHoursAr"`);

/** The agency of a stop-desk order; null for home delivery (or a stop-desk order placed before agencies existed). */
function stopDeskOf(row: StopDeskColumns) {
  if (row.stopDeskName === null || row.stopDeskAddress === null) return null;
  return {
    id: row.stopDeskId,
    name: row.stopDeskName,
    address: row.stopDeskAddress,
    openingHours: row.stopDeskHours,
    nameAr: row.stopDeskNameAr,
    addressAr: row.stopDeskAddressAr,
    openingHoursAr: row.stopDeskHoursAr,
  };
}

/** An order as its shopper sees it: lines, totals, delivery, status and payment state. */
export async function getOrderView(db: Queryable, id: string): Promise<Order | null> {
  const orders = await db.execute<OrderRow>(sql`
    select o.id, o.number, o.type, o.status, o.payment_method as "paymentMethod", o.payment_status as "paymentStatus",
           o.created_at as "createdAt", o.email, o.first_name as "firstName", o.last_name as "lastName",
           o.phone_number as "phoneNumber", o.country, o.address, o.address2, o.postal_code as "postalCode",
           o.state_id as "stateId", s.name as "stateName", s.name_ar as "stateNameAr",
           o.commune_id as "communeId", c.name as "communeName", c.name_ar as "communeNameAr",
           o.delivery_method as "deliveryMethod", f.min_days as "minDays", f.max_days as "maxDays",
           ${STOP_DESK_COLUMNS},
           o.subtotal, o.discount, o.delivery_fee as "deliveryFee", o.total,
           (select p.checkout_url from payments p where p.order_id = o.id and p.status = 'pending'
             order by p.id desc limit 1) as "checkoutUrl"
      from orders o
      join states s on s.id = o.state_id
      join communes c on c.id = o.commune_id
      left join delivery_fees f on f.state_id = o.state_id and f.method = o.delivery_method
      left join stop_desks d on d.id = o.stop_desk_id
     where o.id = ${id}`);
  const order = orders.rows[0];
  if (!order) return null;
  // A line keeps what it was sold with, whatever the catalogue says since: its titles, colour names, picture and
  // prices in both languages (a product renamed, repriced or archived changes no order).
  const lines = await db.execute<OrderLine>(sql`
    select l.id, l.product_id as "productId", l.color_no as "colorNo", l.size, l.size as "sizeName",
           ${sizeNameAr("l.size")} as "sizeNameAr", l.ean, l.title, l.title_ar as "titleAr",
           l.color_name as "colorName", l.color_name_ar as "colorNameAr", l.image, l.unit_price as "unitPrice",
           l.promo_price as "promoPrice", l.quantity, l.line_total as "lineTotal", l.is_gift as "isGift"
      from order_lines l
     where l.order_id = ${id} order by l.is_gift, l.id`);
  return {
    id: order.id,
    number: order.number,
    type: order.type,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    checkoutUrl: order.checkoutUrl,
    createdAt: new Date(order.createdAt).toISOString(),
    contact: { email: order.email, firstName: order.firstName, lastName: order.lastName, phoneNumber: order.phoneNumber },
    delivery: {
      method: order.deliveryMethod,
      country: order.country,
      address: order.address,
      address2: order.address2,
      postalCode: order.postalCode,
      state: { id: order.stateId, name: order.stateName, nameAr: order.stateNameAr },
      commune: { id: order.communeId, name: order.communeName, nameAr: order.communeNameAr },
      minDays: order.minDays,
      maxDays: order.maxDays,
      stopDesk: stopDeskOf(order),
    },
    lines: lines.rows,
    subtotal: order.subtotal,
    discount: order.discount,
    deliveryFee: order.deliveryFee,
    total: order.total,
  };
}

/** A customer's orders, newest first, as a short list. */
export async function listUserOrders(db: Queryable, userId: string): Promise<OrderSummary[]> {
  type Row = Omit<OrderSummary, "createdAt" | "stopDesk"> & StopDeskColumns & { createdAt: Date };
  const result = await db.execute<Row>(sql`
    select o.id, o.number, o.status, o.payment_method as "paymentMethod", o.payment_status as "paymentStatus", o.total,
           (select coalesce(sum(quantity), 0) from order_lines l where l.order_id = o.id and not l.is_gift)::int as "itemCount",
           o.created_at as "createdAt", o.delivery_method as "deliveryMethod", ${STOP_DESK_COLUMNS}
      from orders o left join stop_desks d on d.id = o.stop_desk_id
     where o.user_id = ${userId} order by o.created_at desc limit 100`);
  return result.rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    total: row.total,
    itemCount: row.itemCount,
    createdAt: new Date(row.createdAt).toISOString(),
    deliveryMethod: row.deliveryMethod,
    stopDesk: stopDeskOf(row),
  }));
}
