import { randomBytes } from "node:crypto";
import type { Config } from "../../config.js";
import { createChargilyClient } from "./chargily-client.js";
import type { PaymentDeps } from "./payment-provider.js";
import { createTestProvider } from "./test-provider.js";

const depsByConfig = new WeakMap<Config, PaymentDeps>();

/**
 * The payment provider of this API instance: Chargily Pay V2 when CHARGILY_SECRET_KEY is set, otherwise the
 * built-in test gateway with a random per-process webhook secret. One per config object, so the routes and
 * the order module share the same provider (and the test gateway's memory of return links).
 */
export function getPaymentDeps(config: Config): PaymentDeps {
  let deps = depsByConfig.get(config);
  if (!deps) {
    const secretKey = config.CHARGILY_SECRET_KEY;
    deps = secretKey
      ? {
          provider: {
            name: "chargily",
            ...createChargilyClient({ apiUrl: config.CHARGILY_API_URL, secretKey }),
          },
          webhookSecret: secretKey,
        }
      : { provider: createTestProvider(config.PUBLIC_URL), webhookSecret: randomBytes(32).toString("hex") };
    depsByConfig.set(config, deps);
  }
  return deps;
}

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
