import type { CardPaymentMethod } from "@shop/domain/constants";

/** The shop's name for a card network; Chargily spells Edahabia with one “d”. */
export type CardMethod = CardPaymentMethod;

/** Status of a checkout at the provider (Chargily Pay V2's checkout statuses). */
export type CheckoutStatus = "pending" | "processing" | "paid" | "failed" | "canceled" | "expired";

export type CheckoutRequest = {
  /** Whole dinars. */
  amount: number;
  paymentMethod: "cib" | "edahabia";
  successUrl: string;
  failureUrl: string;
  webhookEndpoint: string;
  locale: "fr";
  description: string;
  metadata: { order_id: string };
};

export type CheckoutSummary = { id: string; checkoutUrl: string; status: string; amount?: number };

/** Where card payments are made: Chargily Pay V2, or the built-in test gateway when no key is configured. */
export type PaymentProvider = {
  name: "chargily" | "test";
  createCheckout(request: CheckoutRequest): Promise<CheckoutSummary>;
  getCheckout(id: string): Promise<CheckoutSummary>;
};

/** What the payment rules need besides the database. */
export type PaymentDeps = {
  provider: PaymentProvider;
  /** Key of the webhook signatures: the Chargily secret key, or the test gateway's own secret. */
  webhookSecret: string;
  /** Whether real money moves: webhook events whose `livemode` differs are acknowledged and ignored. */
  livemode: boolean;
};

export const toChargilyMethod = (method: CardMethod): "cib" | "edahabia" =>
  method === "eddahabia" ? "edahabia" : "cib";

/** What a checkout status means for the shop's payment status. */
export function toPaymentOutcome(status: string): "paid" | "failed" | "canceled" | "pending" {
  if (status === "paid") return "paid";
  if (status === "failed") return "failed";
  if (status === "canceled" || status === "expired") return "canceled";
  return "pending";
}
