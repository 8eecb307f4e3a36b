import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { buildPaymentUrls, getPaymentDeps } from "../payments/payment-deps.js";
import { startCardPayment } from "../payments/payments.js";
import type { Order } from "@shop/domain/contract/orders";

/**
 * Opens the card checkout of a new card order. When the provider cannot be reached the order is kept as it is
 * ('awaiting-payment', no checkout): the confirmation page offers to retry or to pay on delivery instead.
 */
export async function startPaymentForOrder(
  db: Db,
  config: Config,
  order: Order,
  log: (error: unknown) => void,
): Promise<{ checkoutUrl: string | null }> {
  const deps = getPaymentDeps(config);
  if (order.paymentMethod === "on-delivery" || !deps) return { checkoutUrl: null };
  try {
    return await startCardPayment(
      db,
      deps,
      { id: order.id, number: order.number, total: order.total, paymentMethod: order.paymentMethod },
      buildPaymentUrls(config, order.id),
    );
  } catch (error) {
    log(error);
    return { checkoutUrl: null };
  }
}
