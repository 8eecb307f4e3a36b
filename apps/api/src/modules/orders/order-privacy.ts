import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import type { Session } from "../accounts/sessions.js";
import type { Order } from "@shop/domain/contract/orders";
import { notFound } from "../../lib/errors.js";
import { getOrderView } from "./order-view.js";

/**
 * Who may read an order in full: the session that placed it, or the account it belongs to. A confirmation link
 * travels (a shared screen, a forwarded message, an analytics tool): anyone else holding it sees the status, lines
 * and totals, with the personal details masked.
 */
export async function isOrderOf(db: Queryable, orderId: string, session: Session | null): Promise<boolean> {
  if (!session) return false;
  const result = await db.execute<{ own: boolean }>(sql`
    select (session_id = ${session.id} or (user_id is not null and user_id = ${session.userId})) as own
      from orders where id = ${orderId}`);
  return result.rows[0]?.own === true;
}

const DOT = "•";

/** « 0551234567 » → « •• •• •• •• 67 »: enough for the customer to recognise their number, not to call it. */
export function maskPhone(phone: string): string {
  return `${DOT.repeat(2)} ${DOT.repeat(2)} ${DOT.repeat(2)} ${DOT.repeat(2)} ${phone.slice(-2)}`;
}

/** « amina.benali@exemple.dz » → « a•••@exemple.dz ». */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return DOT.repeat(3);
  return `${email[0]}${DOT.repeat(3)}${email.slice(at)}`;
}

/** The order as a stranger holding its link sees it. */
export function maskOrderView(order: Order): Order & { restricted: true } {
  const { contact, delivery } = order;
  return {
    ...order,
    checkoutUrl: null,
    contact: {
      email: contact.email && maskEmail(contact.email),
      firstName: contact.firstName,
      lastName: contact.lastName ? `${contact.lastName[0]}.` : "",
      phoneNumber: maskPhone(contact.phoneNumber),
    },
    delivery: { ...delivery, address: DOT.repeat(3), address2: null, postalCode: null },
    restricted: true,
  };
}

/** An order read through its link: in full by the session or account that placed it, masked for anyone else. */
export async function readOrder(db: Queryable, id: string, session: Session | null): Promise<Order> {
  const order = await getOrderView(db, id);
  if (!order) throw notFound("Cette commande n’existe pas");
  return (await isOrderOf(db, order.id, session)) ? order : maskOrderView(order);
}
