import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import type { PaymentDeps } from "./payment-provider.js";
import { applyPaymentEvent } from "./payments.js";
import { verifySignature } from "./signature.js";
import { parseChargilyEvent } from "./webhook-event.js";

/**
 * A payment event the provider posted: its signature checked over the exact bytes received, then applied once
 * (a replayed event changes nothing). An event of the other mode (test sent to a live shop, or the reverse)
 * proves no payment: it is acknowledged and nothing is settled.
 */
export async function receivePaymentEvent(
  db: Db,
  deps: PaymentDeps,
  delivery: { body: unknown; signature: unknown },
  log: FastifyBaseLogger,
): Promise<void> {
  const raw = delivery.body;
  if (!Buffer.isBuffer(raw) || !verifySignature(raw, delivery.signature, deps.webhookSecret)) {
    throw new AppError(401, "INVALID_SIGNATURE", "Signature de l’événement de paiement invalide");
  }
  const event = parseChargilyEvent(raw);
  if ((event.livemode ?? false) !== deps.livemode) {
    log.warn({ eventId: event.id, livemode: event.livemode }, "payment event of the other mode ignored");
    return;
  }
  const { result } = await applyPaymentEvent(db, event);
  log.info({ eventId: event.id, type: event.type, checkoutId: event.data.id, result }, "payment event");
}
