import type { Locale } from "@shop/domain/constants";
import type { CancelReason } from "@shop/domain/order-workflow";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { mailSettings } from "../mail/mail-settings.js";
import { isSafeRecipient, queueMail } from "../mail/outbox.js";
import { renderOrderMail, type OrderMailKind } from "./order-mail-render.js";
import { getOrderView } from "./order-view.js";

/**
 * Writes the e-mail of an order's step to the outbox, in the caller's transaction (the placement, the status
 * change): it leaves only if that commits. Nothing when the shopper gave no e-mail, or one no header can carry
 * safely (the order goes on; the shop calls them anyway).
 */
export async function queueOrderMail(tx: Tx, orderId: string, kind: OrderMailKind): Promise<number | null> {
  const found = await tx.execute<{
    email: string | null;
    language: Locale;
    cancelReason: CancelReason | null;
    courier: string | null;
    trackingNumber: string | null;
  }>(sql`
    select email, language, cancel_reason as "cancelReason", courier, tracking_number as "trackingNumber"
      from orders where id = ${orderId}`);
  const facts = found.rows[0];
  if (!facts?.email || !isSafeRecipient(facts.email)) return null;
  const order = await getOrderView(tx, orderId);
  if (!order) return null;
  const mail = renderOrderMail(mailSettings(), order, kind, facts);
  return queueMail(tx, { ...mail, recipient: facts.email, language: facts.language, kind, orderId });
}
