import { CANCEL_REASONS, STAFF_CANCEL_REASON_KEYS, type CancelReason } from "@shop/domain/order-workflow";
import type { OrderStatus } from "@shop/domain/constants";
import { effectiveUnitPrice, lineTotal } from "@shop/domain/pricing";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.js";
import { queueOrderMail } from "../modules/orders/order-mail.js";
import type { OrderMailKind } from "../modules/orders/order-mail-render.js";
import { orderEvents, orderLines, orders } from "../db/schema.js";
import { createRng, type Rng } from "./random.js";

const FIRST_NAMES = ["Amina", "Yacine", "Sofiane", "Lina", "Karim", "Nesrine", "Walid", "Imane", "Mehdi", "Sarah", "Rania", "Anis", "Meriem", "Bilal", "Yasmine", "Riad"];
const LAST_NAMES = ["Benali", "Haddad", "Bouzid", "Mansouri", "Saidi", "Amrani", "Zerrouki", "Khelifi", "Belkacem", "Cherif", "Hamidi", "Boudiaf", "Taleb", "Kaci"];
const STREETS = ["rue Didouche Mourad", "boulevard Zighout Youcef", "rue Larbi Ben M’hidi", "cité des 1000 logements", "rue Hassiba Ben Bouali", "avenue de l’ALN"];
/** Wilayas by weight: the big cities order most. */
const WILAYAS: [number, number][] = [[16, 30], [31, 12], [25, 9], [19, 7], [9, 7], [15, 5], [6, 5], [23, 5], [5, 4], [13, 4], [30, 3], [35, 3], [42, 3], [7, 2], [47, 2]];
const COURIERS = ["Yalidine", "ZR Express", "EcoTrack"];

type Sku = {
  id: number;
  productId: number;
  colorNo: string;
  colorName: string;
  colorNameAr: string;
  size: string;
  ean: string;
  title: string;
  titleAr: string;
  image: string | null;
  price: number;
  promoPrice: number | null;
};

/** The status a demo order has reached, by its age in days: recent ones still wait for their call. */
function statusFor(rng: Rng, ageDays: number): OrderStatus {
  if (ageDays < 1) return rng.weighted<OrderStatus>([["pending-confirmation", 6], ["no-answer", 2], ["confirmed", 2]]);
  if (ageDays < 3) return rng.weighted<OrderStatus>([["confirmed", 3], ["shipped", 4], ["cancelled", 2], ["no-answer", 1]]);
  return rng.weighted<OrderStatus>([["delivered", 62], ["returned", 12], ["cancelled", 20], ["shipped", 6]]);
}

const hours = (date: Date, h: number) => new Date(date.getTime() + h * 3_600_000);

/**
 * A few weeks of demo orders across wilayas and statuses, with their timelines, so the back office looks lived in
 * on first run. Written only into a shop without orders; units of live orders come off well-stocked SKUs only (20
 * or more), so no size the storefront shows in stock sells out because of them. `actor` is the
 * member of staff the moves are written under (the demo owner), or null.
 */
export async function seedDemoOrders(db: Db, options: { count: number; days: number; seed: number; actor: { id: string; name: string } | null }): Promise<number> {
  const existing = await db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
  if (existing.rows[0]!.n > 0) return 0;
  const rng = createRng(options.seed);
  const skus = (
    await db.execute<Sku>(sql`
      select s.id, v.product_id as "productId", v.color_no as "colorNo", v.color_name as "colorName",
             v.color_name_ar as "colorNameAr", s.size, s.ean, p.title_fr as title, p.title_ar as "titleAr",
             v.images[1] as image, s.price, s.promo_price as "promoPrice"
        from skus s join variations v on v.id = s.variation_id join products p on p.id = v.product_id
       where s.stock >= 20 order by s.id limit 400`)
  ).rows;
  if (skus.length === 0) return 0;
  const fees = (await db.execute<{ stateId: number; method: string; price: number }>(sql`
    select state_id as "stateId", method, price from delivery_fees where is_available`)).rows;
  const communes = (await db.execute<{ id: number; stateId: number }>(sql`select id, state_id as "stateId" from communes`)).rows;
  const desks = (await db.execute<{ id: number; stateId: number; name: string; address: string }>(sql`
    select id, state_id as "stateId", name, address from stop_desks where is_active`)).rows;
  const phones: string[] = [];
  // A draw of its own for the e-mails' language, so the orders drawn stay those of every earlier demo.
  const mailRng = createRng(options.seed + 1);
  const now = Date.now();
  let written = 0;

  for (let i = 0; i < options.count; i += 1) {
    const ageDays = rng.next() * options.days;
    const createdAt = new Date(now - ageDays * 86_400_000);
    const status = statusFor(rng, ageDays);
    const stateId = rng.weighted(WILAYAS);
    const stateCommunes = communes.filter((commune) => commune.stateId === stateId);
    const stateDesks = desks.filter((d) => d.stateId === stateId);
    const desk = stateDesks.length > 0 && rng.chance(0.35) ? rng.pick(stateDesks) : null;
    const method = desk ? "stopdesk-delivery" : "home-delivery";
    const fee = fees.find((f) => f.stateId === stateId && f.method === method) ?? fees.find((f) => f.stateId === stateId);
    if (!fee || stateCommunes.length === 0) continue;
    // Some customers come back: their phone's history shows in the back office.
    const phone = phones.length > 10 && rng.chance(0.15) ? rng.pick(phones) : `0${rng.pick([5, 6, 7])}${String(rng.int(10_000_000, 99_999_999))}`;
    phones.push(phone);
    const chosen = rng.sample(skus, rng.weighted([[1, 6], [2, 3], [3, 1]]));
    const lines = chosen.map((sku) => {
      const quantity = rng.weighted([[1, 5], [2, 1]]);
      return { sku, quantity, total: lineTotal(effectiveUnitPrice(sku), quantity) };
    });
    const paid = lines.reduce((sum, line) => sum + line.total, 0);
    const regular = lines.reduce((sum, line) => sum + line.sku.price * line.quantity, 0);
    const attempts = status === "no-answer" ? rng.int(1, 2) : status === "cancelled" && rng.chance(0.3) ? 3 : 0;
    const cancelReason: CancelReason | null = status === "cancelled" ? (attempts === 3 ? "no-answer-limit" : rng.pick(STAFF_CANCEL_REASON_KEYS)) : null;
    const shipped = ["shipped", "delivered", "returned"].includes(status);
    const courier = shipped ? rng.pick(COURIERS) : null;
    const tracking = courier ? `${courier.slice(0, 3).toUpperCase()}-${rng.int(100_000, 999_999)}` : null;
    const closedAt = status === "delivered" || status === "returned" ? hours(createdAt, rng.int(40, 110)) : null;

    await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          idempotencyKey: `demo-${options.seed}-${i}`,
          type: "website",
          status,
          email: rng.chance(0.5) ? `client${i}@exemple.dz` : null,
          firstName: rng.pick(FIRST_NAMES),
          lastName: rng.pick(LAST_NAMES),
          phoneNumber: phone,
          country: "Algeria",
          // "Lot …, bât. …": a form the shop's own tests never type, so the per-address order limit never trips on them.
          address: `Lot ${rng.int(1, 400)}, bât. ${rng.pick(["A", "B", "C", "D"])}, ${rng.pick(STREETS)}`,
          stateId,
          communeId: rng.pick(stateCommunes).id,
          deliveryMethod: method,
          stopDeskId: desk?.id ?? null,
          stopDeskName: desk?.name ?? null,
          stopDeskAddress: desk?.address ?? null,
          paymentMethod: "on-delivery",
          paymentStatus: "cash-on-delivery",
          subtotal: paid,
          discount: regular - paid,
          deliveryFee: fee.price,
          total: paid + fee.price,
          fingerprint: `demo-${i}`,
          cancelReason,
          cancelledAt: cancelReason ? hours(createdAt, 6) : null,
          noAnswerAttempts: attempts,
          courier,
          trackingNumber: tracking,
          shippedAt: shipped ? hours(createdAt, 26) : null,
          closedAt,
          createdAt,
          updatedAt: closedAt ?? createdAt,
        })
        .returning({ id: orders.id });
      const orderId = order!.id;
      await tx.insert(orderLines).values(
        lines.map(({ sku, quantity, total }) => ({
          orderId,
          skuId: sku.id,
          productId: sku.productId,
          colorNo: sku.colorNo,
          size: sku.size,
          ean: sku.ean,
          title: sku.title,
          titleAr: sku.titleAr,
          colorName: sku.colorName,
          colorNameAr: sku.colorNameAr,
          image: sku.image,
          unitPrice: sku.price,
          promoPrice: sku.promoPrice,
          quantity,
          lineTotal: total,
        })),
      );
      if (status !== "cancelled" && status !== "returned") {
        for (const { sku, quantity } of lines) {
          await tx.execute(sql`update skus set stock = greatest(stock - ${quantity}, 0) where id = ${sku.id}`);
        }
      }
      written += 1;
      await tx.insert(orderEvents).values(timeline(orderId, createdAt, status, attempts, cancelReason, courier && `${courier}, suivi ${tracking}`, closedAt, options.actor));
      await seedOrderMails(tx, orderId, { status, createdAt, closedAt, arabic: mailRng.chance(0.2) });
    });
  }
  // Fresh planner statistics for what was written, as after every bulk write (see analyzeCatalogue).
  if (written > 0) await db.execute(sql`analyze orders, order_lines, order_events, skus`);
  return written;
}

/** The step whose e-mail an order in this status received last (beside « reçue »), and when. */
const LAST_MAIL: Partial<Record<OrderStatus, { kind: OrderMailKind; afterHours: number }>> = {
  confirmed: { kind: "order-confirmed", afterHours: 3 },
  shipped: { kind: "order-shipped", afterHours: 26 },
  delivered: { kind: "order-delivered", afterHours: 60 },
  cancelled: { kind: "order-cancelled", afterHours: 6 },
};

/**
 * The e-mails a demo order with an address received, written by the shop's own code into the outbox at their
 * time (so /gestion/e-mails shows what shoppers get): those of the last day wait, older ones count as sent.
 */
async function seedOrderMails(
  tx: Tx,
  orderId: string,
  order: { status: OrderStatus; createdAt: Date; closedAt: Date | null; arabic: boolean },
) {
  if (order.arabic) await tx.execute(sql`update orders set language = 'ar' where id = ${orderId}`);
  const steps: { kind: OrderMailKind; at: Date }[] = [{ kind: "order-placed", at: order.createdAt }];
  const last = LAST_MAIL[order.status];
  if (last) {
    const at = last.kind === "order-delivered" && order.closedAt ? order.closedAt : hours(order.createdAt, last.afterHours);
    steps.push({ kind: last.kind, at });
  }
  for (const step of steps) {
    const id = await queueOrderMail(tx, orderId, step.kind);
    if (id === null) return;
    const old = step.at.getTime() < Date.now() - 86_400_000;
    await tx.execute(sql`
      update mail_outbox
         set created_at = ${step.at}, next_attempt_at = ${step.at}, sent_at = ${old ? step.at : null}, attempts = ${old ? 1 : 0}
       where id = ${id}`);
  }
}

type EventRow = typeof orderEvents.$inferInsert;

function timeline(
  orderId: string,
  createdAt: Date,
  status: OrderStatus,
  attempts: number,
  cancelReason: CancelReason | null,
  shipment: string | null,
  closedAt: Date | null,
  actor: { id: string; name: string } | null,
): EventRow[] {
  const by = { actorId: actor?.id ?? null, actorName: actor?.name ?? null };
  const events: EventRow[] = [{ orderId, type: "created", toStatus: "pending-confirmation", createdAt }];
  let from: OrderStatus = "pending-confirmation";
  for (let call = 1; call <= attempts; call += 1) {
    events.push({ orderId, type: "no-answer", ...by, fromStatus: from, toStatus: "no-answer", summary: `Appel sans réponse n° ${call} sur 3`, note: "Messagerie", createdAt: hours(createdAt, call * 2) });
    from = "no-answer";
  }
  if (status === "cancelled") {
    events.push({ orderId, type: "cancelled", ...(cancelReason === "no-answer-limit" ? {} : by), fromStatus: from, toStatus: "cancelled", summary: `Motif : ${CANCEL_REASONS[cancelReason!]}`, createdAt: hours(createdAt, 6) });
    return events;
  }
  if (status === "pending-confirmation" || status === "no-answer") return events;
  events.push({ orderId, type: "confirmed", ...by, fromStatus: from, toStatus: "confirmed", createdAt: hours(createdAt, 3) });
  if (status === "confirmed") return events;
  events.push({ orderId, type: "shipped", ...by, fromStatus: "confirmed", toStatus: "shipped", summary: shipment, createdAt: hours(createdAt, 26) });
  if (status === "delivered" || status === "returned") {
    events.push({ orderId, type: status, ...by, fromStatus: "shipped", toStatus: status, createdAt: closedAt! });
  }
  return events;
}

/** The shop's first owner, under whose name the demo orders' moves are written. */
export async function firstOwner(db: Db): Promise<{ id: string; name: string } | null> {
  const result = await db.execute<{ id: string; name: string }>(
    sql`select id, name from staff_users where role = 'owner' order by created_at limit 1`,
  );
  return result.rows[0] ?? null;
}
