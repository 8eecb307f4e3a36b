/** Card payments (Chargily Pay V2 or the built-in test gateway) and cash on delivery. */
import { z } from "zod";
import { CARD_PAYMENT_METHODS, PAYMENT_METHODS } from "../constants";

/** `GET /api/payments/methods`: what the checkout may offer; `testMode` when card payments are not real. */
export const PaymentOptionsSchema = z.object({
  methods: z.array(z.enum(PAYMENT_METHODS)),
  testMode: z.boolean(),
});
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

/** The answer to a payment event the provider posts. */
export const WebhookReceiptSchema = z.object({ received: z.literal(true) });

/** The checkout ids the test gateway makes up. */
export const TEST_CHECKOUT_ID = /^test_[0-9a-f]{24}$/;

export const TestCheckoutParamsSchema = z.object({
  checkoutId: z.string().regex(TEST_CHECKOUT_ID, { error: "Identifiant de paiement invalide" }),
});

export const TestGatewayPageSchema = z.string().describe("Page HTML");

/** An order switched to cash on delivery. */
export const PaymentSwitchSchema = z.object({
  id: z.string(),
  status: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
});
export type PaymentSwitch = z.infer<typeof PaymentSwitchSchema>;

/** Retrying a card payment, with the same card network or the other one. */
export const RetryPaymentBodySchema = z
  .object({
    paymentMethod: z.enum(CARD_PAYMENT_METHODS, { error: "Moyen de paiement invalide" }).optional(),
  })
  .nullish();

/** Where to send the shopper to pay. */
export const PaymentCheckoutSchema = z.object({ checkoutUrl: z.string() });
export type PaymentCheckout = z.infer<typeof PaymentCheckoutSchema>;
