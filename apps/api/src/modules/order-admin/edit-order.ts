import { isDeliveryFree } from "@shop/domain/free-delivery";
import type { EditOrder } from "@shop/domain/contract/admin-orders";
import type { OrderStatus } from "@shop/domain/constants";
import { currentOffer, offerSubtotal } from "@shop/domain/offers";
import { isOrderEditable, STATUS_LABELS } from "@shop/domain/order-workflow";
import { effectiveUnitPrice, lineTotal } from "@shop/domain/pricing";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { orderLines, orders } from "../../db/schema.js";
import { AppError, badRequest } from "../../lib/errors.js";
import { withTransactionRetry } from "../../lib/transaction-retry.js";
import { giftLineOf } from "../cart/price-cart.js";
import { giftOrderLine, resolveDelivery } from "../orders/create-order.js";
import { readFreeDelivery } from "../shop/shop-settings.js";
import { listOffers, type OfferWithGift } from "../shop/offers.js";
import { moveStock, type StaffActor, type StockMove } from "../stock/stock-moves.js";
import { lockOrder } from "./order-moves.js";
import { recordOrderEvent } from "../timeline/order-timeline.js";

type Line = {
  id: number;
  skuId: number | null;
  title: string;
  colorName: string;
  size: string;
  unitPrice: number;
  promoPrice: number | null;
  quantity: number;
  isGift: boolean;
};

const DELIVERY_NAMES = { "home-delivery": "à domicile", "stopdesk-delivery": "en stop desk" } as const;

/**
 * Changes an order before it ships: line quantities (0 removes a line), the address and delivery method, the
 * customer's name and phone. Lines keep the unit price the customer was quoted; the offer's gift follows the new
 * subtotal (added, changed or removed), the fee follows a new wilaya or method. Stock moves with the lines, under
 * the order's row lock and then the SKUs' in id order, as checkout takes them; all in one transaction, written to
 * the timeline.
 */
export async function editOrder(db: Db, orderId: string, edit: EditOrder, actor: StaffActor): Promise<void> {
  const delivery = edit.delivery
    ? {
        ...edit.delivery,
        ...(await resolveDelivery(db, {
          stateId: edit.delivery.state,
          communeId: edit.delivery.stateCommuneId,
          method: edit.delivery.method,
          stopDeskId: edit.delivery.stopDeskId,
        })),
      }
    : null;
  const [offers, freeDelivery] = await Promise.all([listOffers(db), readFreeDelivery(db)]);

  await withTransactionRetry(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!isOrderEditable(order.status)) throw notEditable(order.status);
    const lines = await loadLines(tx, orderId);
    const changes: string[] = [];
    const moves: StockMove[] = [];

    const kept = applyQuantities(lines, edit.lines ?? [], changes, moves);
    if (!kept.some((line) => !line.isGift && line.quantity > 0)) {
      throw badRequest("Une commande garde au moins un article : annulez-la plutôt");
    }
    const gift = planGift(kept, offers, changes, moves);
    const { dropped } = await moveStock(tx, moves, {
      reason: "order-edit",
      actor,
      order,
      note: edit.note ?? null,
    });
    const giftAdded = gift.add && !dropped.some((move) => move.skuId === gift.add!.giftSkuId);

    for (const line of kept) {
      if (line.quantity === 0 || (line.isGift && gift.removeOld)) {
        await tx.delete(orderLines).where(eq(orderLines.id, line.id));
      } else if (!line.isGift) {
        const total = lineTotal(
          effectiveUnitPrice({ price: line.unitPrice, promoPrice: line.promoPrice }),
          line.quantity,
        );
        await tx
          .update(orderLines)
          .set({ quantity: line.quantity, lineTotal: total })
          .where(eq(orderLines.id, line.id));
      }
    }
    if (gift.add && giftAdded) {
      await insertGift(tx, orderId, gift.add);
      changes.push(`Cadeau ajouté : « ${gift.add.giftVariation.product.title_fr} »`);
    } else if (gift.add) changes.push("Cadeau de l’offre épuisé : non ajouté");

    const current = await tx.execute<{ deliveryFee: number; phoneNumber: string }>(
      sql`select delivery_fee as "deliveryFee", phone_number as "phoneNumber" from orders where id = ${orderId}`,
    );
    let fee = current.rows[0]!.deliveryFee;
    if (delivery) {
      changes.push(`Livraison ${DELIVERY_NAMES[delivery.method]} : ${delivery.address}`);
      await tx
        .update(orders)
        .set({
          address: delivery.address,
          address2: delivery.address2 ?? null,
          stateId: delivery.state,
          communeId: delivery.stateCommuneId,
          deliveryMethod: delivery.method,
          stopDeskId: delivery.stopDesk?.id ?? null,
          stopDeskName: delivery.stopDesk?.name ?? null,
          stopDeskAddress: delivery.stopDesk?.address ?? null,
        })
        .where(eq(orders.id, orderId));
    }
    if (edit.contact) {
      changes.push(
        `Client : ${edit.contact.firstName} ${edit.contact.lastName}, ${edit.contact.phoneNumber}`,
      );
      await tx.update(orders).set(edit.contact).where(eq(orders.id, orderId));
    }
    if (changes.length === 0) throw badRequest("Aucune modification à enregistrer");

    // Totals as checkout computes them: the lines' paid prices, the discount off their regular prices.
    const totals = await tx.execute<{ paid: number; regular: number; bought: number }>(sql`
      select coalesce(sum(line_total), 0)::int as paid, coalesce(sum(unit_price * quantity), 0)::int as regular,
             coalesce(sum(line_total) filter (where not is_gift), 0)::int as bought
        from order_lines where order_id = ${orderId}`);
    const { paid, regular, bought } = totals.rows[0]!;
    // A new delivery's fee: the grid's, or none when the lines reach free delivery for its method (decision 0068).
    if (delivery) {
      const price = isDeliveryFree(freeDelivery, delivery.method, bought) ? 0 : delivery.fee.price;
      if (price !== fee) changes.push(`Frais de livraison : ${fee} → ${price} DA`);
      fee = price;
    }
    const before = await tx.execute<{ total: number }>(sql`select total from orders where id = ${orderId}`);
    const total = paid + fee;
    if (before.rows[0]!.total !== total) changes.push(`Total : ${before.rows[0]!.total} → ${total} DA`);
    await tx
      .update(orders)
      .set({ subtotal: paid, discount: regular - paid, deliveryFee: fee, total, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    await recordOrderEvent(tx, {
      orderId,
      type: "edited",
      actor,
      summary: changes.join(" ; "),
      note: edit.note ?? null,
    });
  });
}

const notEditable = (status: OrderStatus) =>
  new AppError(409, "ORDER_LOCKED", `Une commande « ${STATUS_LABELS[status]} » ne peut plus être modifiée.`);

async function loadLines(tx: Tx, orderId: string): Promise<Line[]> {
  const result = await tx.execute<Line>(sql`
    select id, sku_id as "skuId", title, color_name as "colorName", size, unit_price as "unitPrice",
           promo_price as "promoPrice", quantity, is_gift as "isGift"
      from order_lines where order_id = ${orderId} order by id`);
  return result.rows;
}

const describe = (line: Line) => `« ${line.title} » (${line.colorName}, ${line.size})`;

/** The lines with their new quantities; each change gives a stock move and a line of summary. */
function applyQuantities(
  lines: Line[],
  wanted: { id: number; quantity: number }[],
  changes: string[],
  moves: StockMove[],
) {
  const byId = new Map(lines.map((line) => [line.id, { ...line }]));
  for (const { id, quantity } of wanted) {
    const line = byId.get(id);
    if (!line || line.isGift) {
      const message = line
        ? "Le cadeau de l’offre suit le montant de la commande"
        : "Cette ligne n’est pas dans la commande";
      throw badRequest(message, { [`lines.${id}`]: message });
    }
    if (quantity === line.quantity) continue;
    if (line.skuId === null && quantity > line.quantity) {
      throw new AppError(409, "OUT_OF_STOCK", `${describe(line)} n’est plus au catalogue.`);
    }
    if (line.skuId !== null)
      moves.push({ skuId: line.skuId, delta: line.quantity - quantity, label: describe(line) });
    changes.push(
      quantity === 0
        ? `Ligne retirée : ${describe(line)}`
        : `Quantité de ${describe(line)} : ${line.quantity} → ${quantity}`,
    );
    line.quantity = quantity;
  }
  return [...byId.values()];
}

/** Whether the order's gift changes with its new subtotal (offers count lines without a promotional price). */
function planGift(lines: Line[], offers: OfferWithGift[], changes: string[], moves: StockMove[]) {
  const bought = lines.filter((line) => !line.isGift && line.quantity > 0);
  const subtotal = offerSubtotal(
    bought.map((line) => ({ price: line.unitPrice, promoPrice: line.promoPrice, quantity: line.quantity })),
  );
  const oldGift = lines.find((line) => line.isGift) ?? null;
  // The gift the order already holds counts as available: its unit is set aside already.
  const available = offers.filter((offer) => offer.giftInStock || offer.giftSkuId === oldGift?.skuId);
  const offer = currentOffer(available, subtotal);
  if (oldGift && offer?.giftSkuId === oldGift.skuId) return { removeOld: false, add: null };
  if (oldGift) {
    if (oldGift.skuId !== null) moves.push({ skuId: oldGift.skuId, delta: 1 });
    changes.push(`Cadeau retiré : ${describe(oldGift)}`);
  }
  if (offer) moves.push({ skuId: offer.giftSkuId, delta: -1, optional: true });
  return { removeOld: oldGift !== null, add: offer };
}

async function insertGift(tx: Tx, orderId: string, offer: OfferWithGift): Promise<void> {
  await tx.insert(orderLines).values(giftOrderLine(orderId, giftLineOf(offer)));
}
