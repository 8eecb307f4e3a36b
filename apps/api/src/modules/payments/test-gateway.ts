import { API_MESSAGES as M } from "@shop/domain/api-messages";
import { and, eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Queryable } from "../../db/client.js";
import { orders, payments } from "../../db/schema.js";
import { notFound } from "../../lib/errors.js";
import { toChargilyMethod, type PaymentDeps } from "./payment-provider.js";
import { signPayload } from "./signature.js";
import { isTestProvider, testCheckoutIdPattern, type TestProvider } from "./test-provider.js";

export type GatewayAction = "pay" | "fail" | "cancel";
export type TestCheckout = Awaited<ReturnType<typeof findTestCheckout>>;
type ReturnUrls = { successUrl: string; failureUrl: string };

const outcomes = {
  pay: { type: "checkout.paid", status: "paid" },
  fail: { type: "checkout.failed", status: "failed" },
  cancel: { type: "checkout.canceled", status: "canceled" },
} as const;

/** The test gateway exists only while no Chargily key is configured; otherwise its addresses are unknown. */
export function requireTestProvider(deps: PaymentDeps): TestProvider {
  if (!isTestProvider(deps.provider)) throw notFound(M.unknownRoute);
  return deps.provider;
}

/** A checkout of the test gateway with what its page shows (amount, order number, state). */
export async function findTestCheckout(db: Queryable, checkoutId: string) {
  const [checkout] = testCheckoutIdPattern.test(checkoutId)
    ? await db
        .select({
          checkoutId: payments.checkoutId,
          checkoutUrl: payments.checkoutUrl,
          orderId: payments.orderId,
          orderNumber: orders.number,
          amount: payments.amount,
          method: payments.method,
          status: payments.status,
        })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.checkoutId, checkoutId), eq(payments.provider, "test")))
    : [];
  if (!checkout) throw notFound(M.paymentNotFound);
  return checkout;
}

/** The event Chargily would send for this checkout, in Chargily Pay V2's documented shape. */
export function buildTestEvent(checkout: TestCheckout, action: GatewayAction, urls: ReturnUrls) {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: `evt_test_${randomBytes(12).toString("hex")}`,
    entity: "event",
    livemode: false,
    type: outcomes[action].type,
    data: {
      id: checkout.checkoutId,
      entity: "checkout",
      livemode: false,
      amount: checkout.amount,
      currency: "dzd",
      fees: 0,
      pass_fees_to_customer: false,
      status: outcomes[action].status,
      locale: "fr",
      description: `Commande n° ${checkout.orderNumber}`,
      success_url: urls.successUrl,
      failure_url: urls.failureUrl,
      payment_method: toChargilyMethod(checkout.method),
      metadata: { order_id: checkout.orderId },
      checkout_url: checkout.checkoutUrl,
      created_at: now,
      updated_at: now,
    },
    created_at: now,
    updated_at: now,
  };
}

/**
 * The shopper's choice on the TEST page: builds and signs the matching event, hands it to `deliver` (which posts
 * it to the real webhook route), then tells where to send the browser: the success link once paid, the failure
 * link otherwise. A checkout already settled sends no new event.
 */
export async function settleTestCheckout(
  db: Queryable,
  deps: PaymentDeps,
  request: {
    checkoutId: string;
    action: GatewayAction;
    deliver: (body: string, signature: string) => Promise<void>;
    defaultUrls: (orderId: string) => ReturnUrls;
  },
): Promise<string> {
  const provider = requireTestProvider(deps);
  const checkout = await findTestCheckout(db, request.checkoutId);
  const urls = provider.findReturnUrls(checkout.checkoutId) ?? request.defaultUrls(checkout.orderId);
  let status = checkout.status;
  if (status === "pending") {
    const body = JSON.stringify(buildTestEvent(checkout, request.action, urls));
    provider.settleCheckout(checkout.checkoutId, outcomes[request.action].status);
    await request.deliver(body, signPayload(body, deps.webhookSecret));
    status = (await findTestCheckout(db, checkout.checkoutId)).status;
  }
  return status === "paid" ? urls.successUrl : urls.failureUrl;
}
