import { API_MESSAGES as M } from "@shop/domain/api-messages";
import { z } from "zod";
import { AppError } from "../../lib/errors.js";
import type { CheckoutRequest, CheckoutSummary } from "./payment-provider.js";

export type ChargilyClientOptions = {
  /** For example https://pay.chargily.net/test/api/v2 (test mode) or https://pay.chargily.net/api/v2 (live). */
  apiUrl: string;
  secretKey: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
};

/** The fields of Chargily's checkout object the shop reads. */
const CheckoutResponse = z.object({
  id: z.string().min(1),
  checkout_url: z.string().url(),
  status: z.string(),
  amount: z.number().optional(),
});

/** The one error a shopper sees when Chargily cannot be reached or refuses a call. */
export function paymentProviderError(cause: unknown): AppError {
  const error = new AppError(
    502,
    "PAYMENT_PROVIDER_ERROR",
    M.paymentProviderDown,
  );
  error.cause = cause;
  return error;
}

/** A small client of the Chargily Pay V2 REST API: create a checkout, read one back. */
export function createChargilyClient({
  apiUrl,
  secretKey,
  fetch = globalThis.fetch,
  timeoutMs = 10_000,
}: ChargilyClientOptions) {
  const base = apiUrl.replace(/\/+$/, "");

  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<CheckoutSummary> {
    let payload: unknown;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const text = (await response.text()).slice(0, 500);
        throw new Error(`Chargily ${method} ${path} answered ${response.status}: ${text}`);
      }
      payload = await response.json();
    } catch (error) {
      throw paymentProviderError(error);
    }
    const checkout = CheckoutResponse.safeParse(payload);
    if (!checkout.success)
      throw paymentProviderError(new Error(`Chargily ${method} ${path}: unexpected checkout object`));
    const { id, checkout_url: checkoutUrl, status, amount } = checkout.data;
    return { id, checkoutUrl, status, amount };
  }

  return {
    /** POST /checkouts with the documented snake_case body; amounts are whole dinars. */
    createCheckout(request: CheckoutRequest): Promise<CheckoutSummary> {
      return call("POST", "/checkouts", {
        amount: request.amount,
        currency: "dzd",
        payment_method: request.paymentMethod,
        success_url: request.successUrl,
        failure_url: request.failureUrl,
        webhook_endpoint: request.webhookEndpoint,
        locale: request.locale,
        description: request.description,
        metadata: request.metadata,
      });
    },
    /** GET /checkouts/{id}: the checkout as Chargily knows it now (status, amount). */
    getCheckout(id: string): Promise<CheckoutSummary> {
      return call("GET", `/checkouts/${encodeURIComponent(id)}`);
    },
  };
}

export type ChargilyClient = ReturnType<typeof createChargilyClient>;
