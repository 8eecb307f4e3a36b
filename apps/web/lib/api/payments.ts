import type { PaymentOptions } from "@shop/domain/contract/payments";
import { apiGet } from "./server";

const CASH_ONLY: PaymentOptions = { methods: ["on-delivery"], testMode: false };

/**
 * The payment methods the checkout offers, as the API decides them (cards only with a payment provider). When
 * the API cannot say, cash on delivery alone: never offer a card the API would refuse.
 */
export async function getPaymentOptions(): Promise<PaymentOptions> {
  try {
    return await apiGet<PaymentOptions>("/api/payments/methods", { revalidate: 60 });
  } catch (error) {
    console.warn(`[web] moyens de paiement indisponibles : ${error instanceof Error ? error.message : String(error)}`);
    return CASH_ONLY;
  }
}
