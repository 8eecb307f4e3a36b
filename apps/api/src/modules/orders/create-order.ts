import { API_MESSAGES as M, formatMessage } from "@shop/domain/api-messages";
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE } from "@shop/domain/constants";
import type { GiftLine } from "@shop/domain/contract/cart";
import type { CheckoutData } from "@shop/domain/schemas";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { orderLines, orders } from "../../db/schema.js";
import { AppError, badRequest } from "../../lib/errors.js";
import { withTransactionRetry } from "../../lib/transaction-retry.js";
import { loadCartLines, ownerCondition, type CartLineRow, type CartOwner } from "../cart/cart-lines.js";
import { priceCart } from "../cart/price-cart.js";
import { communeBelongsToState, findStopDesk, getDeliveryFee } from "../geography/geography.js";
import { listOffers } from "../shop/offers.js";
import { readFreeDelivery } from "../shop/shop-settings.js";
import { isDeliveryFree } from "@shop/domain/free-delivery";
import { checkOrderLimits, findDuplicateOrder, lockOrderLimits, orderFingerprint, type GuardLimits } from "./order-guard.js";
import type { DeliveryMethod, Locale, PaymentMethod } from "@shop/domain/constants";
import { isPhoneBlocked } from "../customers/blocklist.js";
import { recordOrderEvent } from "../timeline/order-timeline.js";
import { queueOrderMail } from "./order-mail.js";
import { initialState } from "./order-status.js";

export type CreateOrderInput = {
  owner: CartOwner;
  userId: string | null;
  sessionId: string;
  idempotencyKey: string;
  checkout: CheckoutData;
  limits: GuardLimits;
  /** The language of the page the order was placed from: its e-mails are written in it. */
  language: Locale;
};

export type CreatedOrder = { id: string; created: boolean; duplicate: boolean };

/** A blocked phone's order: a neutral refusal that tells a fraudster nothing. */
const orderRefused = () => new AppError(403, "ORDER_REFUSED", M.orderRefused);

const emptyCart = () => new AppError(400, "EMPTY_CART", M.emptyCart);

/**
 * Creates an order from the session's cart, priced on the server. In one transaction: locks the cart and the
 * SKUs (in id order), refuses a line short of stock, decrements stock (never below zero), records the order and
 * its lines (gift included) and empties the cart. The same idempotency key, or the same shopper's phone and lines
 * within minutes, gives back the existing order instead of a second one.
 */
export async function createOrder(db: Db, input: CreateOrderInput): Promise<CreatedOrder> {
  const { checkout } = input;
  const existing = await findByKey(db, input.idempotencyKey);
  if (existing) return { id: existing, created: false, duplicate: false };

  if (await isPhoneBlocked(db, checkout.phoneNumber)) throw orderRefused();
  const stateId = checkout.state;
  const communeId = checkout.stateCommuneId;
  const method = checkout.deliveryMethodOptions.type;
  const { fee, stopDesk } = await resolveDelivery(db, { stateId, communeId, method, stopDeskId: checkout.stopDeskId });
  const guarded = { phoneNumber: checkout.phoneNumber, address: checkout.address, communeId };
  const paymentMethod: PaymentMethod = checkout.paymentMethodOptions.type ?? "on-delivery";
  const [offers, freeDelivery] = await Promise.all([listOffers(db), readFreeDelivery(db)]);

  return withTransactionRetry(db, async (tx) => {
    // Orders of one phone or one address wait for each other here, so the limits below count every order.
    await lockOrderLimits(tx, guarded);
    const cart = await tx.execute<{ id: number }>(sql`select c.id from carts c where ${ownerCondition(input.owner)} for update`);
    const cartId = cart.rows[0]?.id;
    const again = await findByKey(tx, input.idempotencyKey);
    if (again) return { id: again, created: false, duplicate: false };
    if (cartId === undefined) throw emptyCart();
    const lines = await loadCartLines(tx, cartId, true);
    if (lines.length === 0) throw emptyCart();
    await checkOrderLimits(tx, input.limits, guarded);

    const fingerprint = orderFingerprint(checkout.phoneNumber, lines);
    const duplicate = await findDuplicateOrder(tx, fingerprint, input.limits.duplicateWindowMinutes, {
      sessionId: input.sessionId,
      userId: input.userId,
    });
    if (duplicate) return { id: duplicate, created: false, duplicate: true };
    assertQuantities(lines);

    const priced = priceCart(cartId, lines, offers);
    for (const line of lines) {
      await tx.execute(sql`update skus set stock = stock - ${line.quantity} where id = ${line.skuId}`);
    }
    // The gift comes after the bought lines: when the gift is the very SKU bought, its last unit goes to the
    // line (taking the gift first would push the line's stock below zero).
    let gift = priced.currentOffer?.giftLine ?? null;
    if (gift) {
      const taken = await tx.execute(
        sql`update skus set stock = stock - 1 where id = ${gift.skuId} and stock > 0 and is_active returning id`,
      );
      if (taken.rows.length === 0) gift = null;
    }

    const paidLines = priced.cartItems.reduce((sum, item) => sum + item.itemTotalPrice, 0);
    const regularLines = priced.cartItems.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const subtotal = paidLines + (gift?.discountedPrice ?? 0);
    const discount = regularLines - paidLines + (gift ? gift.price - gift.discountedPrice : 0);
    // Free delivery counts the lines as the shopper pays them, the gift aside (decision 0068).
    const deliveryFee = isDeliveryFree(freeDelivery, method, paidLines) ? 0 : fee.price;
    const [order] = await tx
      .insert(orders)
      .values({
        idempotencyKey: input.idempotencyKey,
        type: "website",
        ...initialState(paymentMethod),
        userId: input.userId,
        sessionId: input.sessionId,
        email: checkout.email ?? null,
        language: input.language,
        firstName: checkout.firstName,
        lastName: checkout.lastName,
        phoneNumber: checkout.phoneNumber,
        country: checkout.country,
        address: checkout.address,
        address2: checkout.address2 ?? null,
        postalCode: checkout.postalCode || null,
        stateId,
        communeId,
        deliveryMethod: method,
        stopDeskId: stopDesk?.id ?? null,
        stopDeskName: stopDesk?.name ?? null,
        stopDeskAddress: stopDesk?.address ?? null,
        paymentMethod,
        subtotal,
        discount,
        deliveryFee,
        total: subtotal + deliveryFee,
        fingerprint,
      })
      .returning({ id: orders.id });
    await insertLines(tx, order!.id, priced.cartItems, lines, gift);
    const created = initialState(paymentMethod).status;
    await recordOrderEvent(tx, { orderId: order!.id, type: "created", actor: null, toStatus: created });
    await tx.execute(sql`delete from cart_items where cart_id = ${cartId}`);
    await queueOrderMail(tx, order!.id, "order-placed");
    return { id: order!.id, created: true, duplicate: false };
  });
}

/**
 * Checks a delivery (the commune is the wilaya's, the method is available there, the agency of a stop desk is the
 * wilaya's and open) and gives its fee and agency: at checkout and when staff change an order's address.
 */
export async function resolveDelivery(
  db: Db,
  delivery: { stateId: number; communeId: number; method: DeliveryMethod; stopDeskId: number | undefined },
) {
  if (!(await communeBelongsToState(db, delivery.communeId, delivery.stateId))) {
    throw badRequest(M.communeNotInState, {
      stateCommuneId: M.communeNotInState,
    });
  }
  const fee = await getDeliveryFee(db, delivery.stateId, delivery.method);
  if (!fee.isAvailable) {
    const message = M.deliveryUnavailable;
    throw badRequest(message, { "deliveryMethodOptions.type": message });
  }
  const stopDesk =
    delivery.method === "stopdesk-delivery" ? await chosenStopDesk(db, delivery.stopDeskId, delivery.stateId) : null;
  return { fee, stopDesk };
}

/**
 * The agency a stop-desk order names: it must be one of the chosen wilaya's and still take parcels. (The schema
 * already required an id for a stop desk; a home delivery ignores any.)
 */
async function chosenStopDesk(db: Db, stopDeskId: number | undefined, stateId: number) {
  const desk = stopDeskId === undefined ? null : await findStopDesk(db, stopDeskId);
  if (!desk || desk.stateId !== stateId) {
    const message = M.stopDeskNotInState;
    throw badRequest(message, { stopDeskId: message });
  }
  if (!desk.isActive) {
    const message = M.stopDeskClosed;
    throw badRequest(message, { stopDeskId: message });
  }
  return desk;
}

async function findByKey(db: Db | Tx, key: string): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`select id from orders where idempotency_key = ${key}`);
  return result.rows[0]?.id ?? null;
}

function assertQuantities(lines: CartLineRow[]): void {
  if (lines.length > MAX_CART_LINES) {
    throw new AppError(400, "CART_FULL", formatMessage(M.orderTooManyLines, { max: MAX_CART_LINES }));
  }
  const tooMany = lines.find((line) => line.quantity > MAX_QUANTITY_PER_LINE);
  if (tooMany) {
    const message = formatMessage(M.quantityLimit, { max: MAX_QUANTITY_PER_LINE, title: tooMany.title });
    throw new AppError(400, "QUANTITY_LIMIT", message, { [`cartItems.${tooMany.id}`]: message });
  }
  const short = lines.filter((line) => line.quantity > line.stock);
  if (short.length > 0) {
    const fields = Object.fromEntries(
      short.map((line) => [
        `cartItems.${line.id}`,
        formatMessage(line.stock === 0 ? M.lineSoldOut : line.stock === 1 ? M.lineShortOfOne : M.lineShort, {
          title: line.title,
          colour: line.colorName,
          size: line.size,
          stock: line.stock,
        }),
      ]),
    );
    const message = Object.values(fields).join(" ");
    throw new AppError(409, "OUT_OF_STOCK", message, fields);
  }
}

async function insertLines(
  tx: Tx,
  orderId: string,
  items: ReturnType<typeof priceCart>["cartItems"],
  lines: CartLineRow[],
  gift: NonNullable<ReturnType<typeof priceCart>["currentOffer"]>["giftLine"] | null,
): Promise<void> {
  const skuOf = new Map(lines.map((line) => [line.id, line.skuId]));
  const rows: (typeof orderLines.$inferInsert)[] = items.map((item) => ({
    orderId,
    skuId: skuOf.get(item.id) ?? null,
    productId: item.productId,
    colorNo: item.colorNo,
    size: item.size,
    ean: item.ean,
    title: item.title,
    titleAr: item.titleAr,
    colorName: item.colorName,
    colorNameAr: item.colorNameAr,
    image: item.image,
    unitPrice: item.price,
    promoPrice: item.promoPrice,
    quantity: item.quantity,
    lineTotal: item.itemTotalPrice,
    isGift: false,
  }));
  if (gift) rows.push(giftOrderLine(orderId, gift));
  await tx.insert(orderLines).values(rows);
}

/** The order line of an offer's gift: one piece, at what the shopper pays for it (checkout and staff edits). */
export function giftOrderLine(orderId: string, gift: GiftLine): typeof orderLines.$inferInsert {
  return {
    orderId,
    skuId: gift.skuId,
    productId: gift.productId,
    colorNo: gift.colorNo,
    size: gift.size,
    ean: gift.ean,
    title: gift.title,
    titleAr: gift.titleAr,
    colorName: gift.colorName,
    colorNameAr: gift.colorNameAr,
    image: gift.image,
    unitPrice: gift.price,
    promoPrice: gift.discountedPrice,
    quantity: 1,
    lineTotal: gift.discountedPrice,
    isGift: true,
  };
}
