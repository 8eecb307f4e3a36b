import { randomBytes } from "node:crypto";
import type {
  CheckoutRequest,
  CheckoutStatus,
  CheckoutSummary,
  PaymentProvider,
} from "./payment-provider.js";

type TestCheckout = { successUrl: string; failureUrl: string; status: CheckoutStatus };

/** The built-in gateway: checkouts live in this process and are paid on the shop's own TEST page. */
export type TestProvider = PaymentProvider & {
  name: "test";
  /** The return links given when the checkout was created (unknown after a restart). */
  findReturnUrls(checkoutId: string): { successUrl: string; failureUrl: string } | undefined;
  /** Records the outcome chosen on the TEST page, as Chargily would on its side. */
  settleCheckout(checkoutId: string, status: CheckoutStatus): void;
};

const MAX_REMEMBERED = 10_000;

/** Test checkouts have ids `test_<24 hex>` and a checkout_url on the shop's own API. */
export function createTestProvider(publicUrl: string): TestProvider {
  const checkouts = new Map<string, TestCheckout>();
  const base = publicUrl.replace(/\/+$/, "");
  const summarize = (id: string, status: string): CheckoutSummary => ({
    id,
    checkoutUrl: `${base}/api/payments/test-gateway/${id}`,
    status,
  });

  return {
    name: "test",
    async createCheckout(request: CheckoutRequest) {
      const id = `test_${randomBytes(12).toString("hex")}`;
      if (checkouts.size >= MAX_REMEMBERED) checkouts.delete(checkouts.keys().next().value ?? "");
      checkouts.set(id, {
        successUrl: request.successUrl,
        failureUrl: request.failureUrl,
        status: "pending",
      });
      return summarize(id, "pending");
    },
    async getCheckout(id: string) {
      return summarize(id, checkouts.get(id)?.status ?? "pending");
    },
    findReturnUrls(checkoutId) {
      const checkout = checkouts.get(checkoutId);
      return checkout && { successUrl: checkout.successUrl, failureUrl: checkout.failureUrl };
    },
    settleCheckout(checkoutId, status) {
      const checkout = checkouts.get(checkoutId);
      if (checkout) checkout.status = status;
    },
  };
}

export const isTestProvider = (provider: PaymentProvider): provider is TestProvider =>
  provider.name === "test";
