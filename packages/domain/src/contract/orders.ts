/** Orders: placing one from the session's cart, reading one, listing a customer's. */
import { z } from "zod";
import {
  DELIVERY_METHODS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "../constants";
import { CheckoutSchema } from "../schemas";

export const OrderLineSchema = z.object({
  id: z.number(),
  productId: z.number(),
  colorNo: z.string(),
  size: z.string(),
  sizeName: z.string(),
  sizeNameAr: z.string(),
  ean: z.string(),
  title: z.string(),
  titleAr: z.string().describe("Titre arabe du produit à la commande (vide s’il n’en avait pas)"),
  colorName: z.string(),
  colorNameAr: z.string(),
  image: z.string().nullable(),
  unitPrice: z.number(),
  promoPrice: z.number().nullable(),
  quantity: z.number(),
  lineTotal: z.number(),
  isGift: z.boolean(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/**
 * Where a stop-desk order waits: the agency's name and address as they were when the order was placed (`id` null
 * once the agency is gone), its opening hours as it posts them now (null once gone). The Arabic texts are the
 * agency's as it writes them now, like the wilaya's and the commune's (empty once gone: the French is shown).
 */
export const OrderStopDeskSchema = z
  .object({
    id: z.number().nullable(),
    name: z.string(),
    address: z.string(),
    openingHours: z.string().nullable(),
    nameAr: z.string(),
    addressAr: z.string(),
    openingHoursAr: z.string(),
  })
  .describe(
    "L’agence d’une commande en stop desk : nom et adresse au moment de la commande, horaires actuels",
  );
export type OrderStopDesk = z.infer<typeof OrderStopDeskSchema>;

export const OrderSchema = z.object({
  id: z.uuid(),
  number: z.number(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  checkoutUrl: z.string().nullable().describe("Page de paiement à ouvrir pour une commande par carte"),
  createdAt: z.string(),
  contact: z.object({
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string(),
  }),
  delivery: z.object({
    method: z.enum(DELIVERY_METHODS),
    country: z.string(),
    address: z.string(),
    address2: z.string().nullable(),
    postalCode: z.string().nullable(),
    state: z.object({ id: z.number(), name: z.string(), nameAr: z.string() }),
    commune: z.object({ id: z.number(), name: z.string(), nameAr: z.string() }),
    minDays: z.number().nullable(),
    maxDays: z.number().nullable(),
    stopDesk: OrderStopDeskSchema.nullable(),
  }),
  lines: z.array(OrderLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  duplicate: z.boolean().optional().describe("Vrai quand une commande identique récente est renvoyée"),
  restricted: z
    .boolean()
    .optional()
    .describe("Vrai quand le lecteur n’a pas passé la commande : données personnelles masquées"),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderSummarySchema = z.object({
  id: z.uuid(),
  number: z.number(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  total: z.number(),
  itemCount: z.number(),
  createdAt: z.string(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  stopDesk: OrderStopDeskSchema.nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** `GET /api/orders`: the signed-in customer's orders, newest first. */
export const OrderSummariesSchema = z.object({ orders: z.array(OrderSummarySchema) });
export type OrderSummaries = z.infer<typeof OrderSummariesSchema>;

/** A path naming an order by its (unguessable) id. */
export const OrderIdParamsSchema = z.object({ id: z.uuid({ error: "Identifiant de commande invalide" }) });

/** The checkout fields, strict at every level: a price, or any field the checkout form does not send, is refused. */
export const CheckoutBodySchema = CheckoutSchema.safeExtend({
  deliveryMethodOptions: CheckoutSchema.shape.deliveryMethodOptions.strict(),
  paymentMethodOptions: CheckoutSchema.shape.paymentMethodOptions.strict(),
}).strict();
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

/** One key per payment attempt: the same key again answers with the order it placed. */
export const PlaceOrderHeadersSchema = z.looseObject({
  "idempotency-key": z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: "Clé d’idempotence invalide" })
    .optional(),
});
