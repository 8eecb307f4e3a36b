import { API_MESSAGES as M } from "@shop/domain/api-messages";
import { z } from "zod";
import { badRequest } from "../../lib/errors.js";

/** The checkout object inside an event (fields the shop reads; Chargily sends more). */
const EventCheckout = z.object({
  id: z.string().min(1).max(200),
  amount: z.number(),
  currency: z.string().optional(),
  status: z.string().optional(),
  metadata: z.unknown().optional(),
});

/** A Chargily Pay V2 webhook event: `{ id, entity: 'event', livemode, type, data: <checkout>, created_at, updated_at }`. */
export const ChargilyEventSchema = z.object({
  id: z.string().min(1).max(200),
  entity: z.literal("event"),
  livemode: z.boolean().optional(),
  type: z.string().min(1).max(100),
  data: EventCheckout,
  created_at: z.union([z.number(), z.string()]).optional(),
  updated_at: z.union([z.number(), z.string()]).optional(),
});

export type ChargilyEvent = z.infer<typeof ChargilyEventSchema>;

/** Reads a signed webhook body; a body that is not a Chargily event is a 400. */
export function parseChargilyEvent(rawBody: Buffer): ChargilyEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw badRequest(M.invalidJson);
  }
  const event = ChargilyEventSchema.safeParse(json);
  if (!event.success) throw badRequest(M.invalidPaymentEvent);
  return event.data;
}

/** The order id the shop put in the checkout's metadata (an object, or a list of objects in some replies). */
export function readOrderId(metadata: unknown): string | undefined {
  const entries = Array.isArray(metadata) ? metadata : [metadata];
  for (const entry of entries) {
    if (entry && typeof entry === "object" && "order_id" in entry && typeof entry.order_id === "string") {
      return entry.order_id;
    }
  }
  return undefined;
}

/** What an event type does to a payment; other types (none are documented today) are acknowledged and ignored. */
export function toEventOutcome(type: string): "paid" | "failed" | "canceled" | undefined {
  if (type === "checkout.paid") return "paid";
  if (type === "checkout.failed") return "failed";
  if (type === "checkout.canceled" || type === "checkout.expired") return "canceled";
  return undefined;
}
