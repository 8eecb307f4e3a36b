import { API_MESSAGES as M } from "@shop/domain/api-messages";
import { randomBytes } from "node:crypto";
import type { Config } from "../../config.js";
import { AppError } from "../../lib/errors.js";
import { createChargilyClient } from "./chargily-client.js";
import type { PaymentDeps } from "./payment-provider.js";
import { createTestProvider } from "./test-provider.js";

/** Chargily Pay V2's two API bases: the live one moves money, the test one never does. */
export const CHARGILY_LIVE_API_URL = "https://pay.chargily.net/api/v2";
export const CHARGILY_TEST_API_URL = "https://pay.chargily.net/test/api/v2";

/**
 * How this shop takes card payments: `chargily` when CHARGILY_SECRET_KEY is set, `test` (the built-in gateway,
 * no real payment) only when switched on with PAYMENTS=test, otherwise `off`: cash on delivery only.
 */
export type PaymentMode = "chargily" | "test" | "off";

export function paymentMode(config: Config): PaymentMode {
  if (config.CHARGILY_SECRET_KEY) return "chargily";
  return config.PAYMENTS === "test" ? "test" : "off";
}

/** The Chargily API base: as configured, else the live one in production and the test one elsewhere. */
export function chargilyApiUrl(config: Config): string {
  return config.CHARGILY_API_URL ?? (config.NODE_ENV === "production" ? CHARGILY_LIVE_API_URL : CHARGILY_TEST_API_URL);
}

const depsByConfig = new WeakMap<Config, PaymentDeps | null>();

/**
 * The payment provider of this API instance, or null when card payments are off. One per config object, so the
 * routes and the order module share the same provider (and the test gateway's memory of return links).
 */
export function getPaymentDeps(config: Config): PaymentDeps | null {
  if (depsByConfig.has(config)) return depsByConfig.get(config) ?? null;
  const mode = paymentMode(config);
  let deps: PaymentDeps | null = null;
  if (mode === "chargily") {
    const apiUrl = chargilyApiUrl(config);
    const secretKey = config.CHARGILY_SECRET_KEY!;
    deps = {
      provider: { name: "chargily", ...createChargilyClient({ apiUrl, secretKey }) },
      webhookSecret: secretKey,
      // Events say which side of Chargily sent them; a test event must never settle a live order.
      livemode: !new URL(apiUrl).pathname.startsWith("/test/"),
    };
  } else if (mode === "test") {
    deps = {
      provider: createTestProvider(config.PUBLIC_URL),
      webhookSecret: randomBytes(32).toString("hex"),
      livemode: false,
    };
  }
  depsByConfig.set(config, deps);
  return deps;
}

/** The provider, or a refusal in French when this shop takes no card payments. */
export function requirePaymentDeps(config: Config): PaymentDeps {
  const deps = getPaymentDeps(config);
  if (!deps) throw cardPaymentsOff();
  return deps;
}

export const CARD_PAYMENTS_OFF_MESSAGE =
  M.cardPaymentsOff;

export const cardPaymentsOff = () =>
  new AppError(400, "CARD_PAYMENT_UNAVAILABLE", CARD_PAYMENTS_OFF_MESSAGE, {
    "paymentMethodOptions.type": CARD_PAYMENTS_OFF_MESSAGE,
  });

/** The shopper's return links and the webhook address for a checkout of this order. */
export function buildPaymentUrls(config: Config, orderId: string) {
  const shop = config.PUBLIC_URL.replace(/\/+$/, "");
  const hooks = (config.WEBHOOK_BASE_URL ?? config.PUBLIC_URL).replace(/\/+$/, "");
  const confirmation = `${shop}/order-confirmed?id=${encodeURIComponent(orderId)}`;
  return {
    successUrl: `${confirmation}&payment=success`,
    failureUrl: `${confirmation}&payment=failure`,
    webhookUrl: `${hooks}/api/payments/chargily/webhook`,
  };
}

export type PaymentUrls = ReturnType<typeof buildPaymentUrls>;
