import type { AdminOrderDetail } from "@shop/domain/contract/admin-orders";
import type {
  DeliveryMethod,
  OrderStatus,
  OrderType,
  PaymentMethod,
  PaymentStatus,
} from "@shop/domain/constants";
import { allowedStaffActions, isOrderEditable, type CancelReason } from "@shop/domain/order-workflow";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { getPhoneHistory } from "../customers/phone-history.js";
import { listOrderEvents } from "../timeline/order-timeline.js";

type Row = {
  id: string;
  number: number;
  type: OrderType;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  createdAt: string | Date;
  updatedAt: string | Date;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string;
  deliveryMethod: DeliveryMethod;
  address: string;
  address2: string | null;
  postalCode: string | null;
  stateId: number;
  stateName: string;
  communeId: number;
  communeName: string;
  stopDeskId: number | null;
  stopDeskName: string | null;
  stopDeskAddress: string | null;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  noAnswerAttempts: number;
  cancelReason: CancelReason | null;
  courier: string | null;
  trackingNumber: string | null;
};

/** An order as the back office shows it: customer, delivery, lines with today's stock, timeline, phone history. */
export async function getAdminOrder(
  db: Queryable,
  id: string,
  maxNoAnswerAttempts: number,
): Promise<AdminOrderDetail | null> {
  const result = await db.execute<Row>(sql`
    select o.id, o.number, o.type, o.status, o.payment_method as "paymentMethod", o.payment_status as "paymentStatus",
           o.created_at as "createdAt", o.updated_at as "updatedAt", o.first_name as "firstName",
           o.last_name as "lastName", o.email, o.phone_number as "phoneNumber", o.delivery_method as "deliveryMethod",
           o.address, o.address2, o.postal_code as "postalCode", o.state_id as "stateId", s.name as "stateName",
           o.commune_id as "communeId", c.name as "communeName", o.stop_desk_id as "stopDeskId",
           o.stop_desk_name as "stopDeskName", o.stop_desk_address as "stopDeskAddress", o.subtotal, o.discount,
           o.delivery_fee as "deliveryFee", o.total, o.no_answer_attempts as "noAnswerAttempts",
           o.cancel_reason as "cancelReason", o.courier, o.tracking_number as "trackingNumber"
      from orders o
      join states s on s.id = o.state_id
      join communes c on c.id = o.commune_id
     where o.id = ${id}`);
  const row = result.rows[0];
  if (!row) return null;
  const [lines, timeline, phoneHistory] = await Promise.all([
    db.execute<AdminOrderDetail["lines"][number]>(sql`
      select l.id, l.sku_id as "skuId", l.product_id as "productId", l.title, l.color_no as "colorNo",
             l.color_name as "colorName", l.size, l.ean, l.image, l.unit_price as "unitPrice",
             l.promo_price as "promoPrice", l.quantity, l.line_total as "lineTotal", l.is_gift as "isGift",
             k.stock
        from order_lines l left join skus k on k.id = l.sku_id
       where l.order_id = ${id} order by l.is_gift, l.id`),
    listOrderEvents(db, id),
    getPhoneHistory(db, row.phoneNumber),
  ]);
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    customer: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phoneNumber: row.phoneNumber,
    },
    delivery: {
      method: row.deliveryMethod,
      address: row.address,
      address2: row.address2,
      postalCode: row.postalCode,
      state: { id: row.stateId, name: row.stateName },
      commune: { id: row.communeId, name: row.communeName },
      stopDesk:
        row.stopDeskName !== null && row.stopDeskAddress !== null
          ? { id: row.stopDeskId, name: row.stopDeskName, address: row.stopDeskAddress }
          : null,
    },
    lines: lines.rows,
    subtotal: row.subtotal,
    discount: row.discount,
    deliveryFee: row.deliveryFee,
    total: row.total,
    noAnswerAttempts: row.noAnswerAttempts,
    maxNoAnswerAttempts,
    cancelReason: row.cancelReason,
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    allowedActions: allowedStaffActions(row.status),
    editable: isOrderEditable(row.status),
    timeline,
    phoneHistory,
  };
}
