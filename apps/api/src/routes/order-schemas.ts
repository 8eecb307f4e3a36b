import { DELIVERY_METHODS, ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS, PAYMENT_STATUSES } from "@shop/domain/constants";
import { z } from "zod";

const OrderLine = z.object({
  id: z.number(),
  productId: z.number(),
  colorNo: z.string(),
  size: z.string(),
  ean: z.string(),
  title: z.string(),
  colorName: z.string(),
  image: z.string().nullable(),
  unitPrice: z.number(),
  promoPrice: z.number().nullable(),
  quantity: z.number(),
  lineTotal: z.number(),
  isGift: z.boolean(),
});

const OrderStopDesk = z
  .object({
    id: z.number().nullable(),
    name: z.string(),
    address: z.string(),
    openingHours: z.string().nullable(),
  })
  .describe("L’agence d’une commande en stop desk : nom et adresse au moment de la commande, horaires actuels");

export const Order = z.object({
  id: z.uuid(),
  number: z.number(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  checkoutUrl: z.string().nullable().describe("Page de paiement à ouvrir pour une commande par carte"),
  createdAt: z.string(),
  contact: z.object({ email: z.string().nullable(), firstName: z.string(), lastName: z.string(), phoneNumber: z.string() }),
  delivery: z.object({
    method: z.enum(DELIVERY_METHODS),
    country: z.string(),
    address: z.string(),
    address2: z.string().nullable(),
    postalCode: z.string().nullable(),
    state: z.object({ id: z.number(), name: z.string() }),
    commune: z.object({ id: z.number(), name: z.string() }),
    minDays: z.number().nullable(),
    maxDays: z.number().nullable(),
    stopDesk: OrderStopDesk.nullable(),
  }),
  lines: z.array(OrderLine),
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

export const OrderSummary = z.object({
  id: z.uuid(),
  number: z.number(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  total: z.number(),
  itemCount: z.number(),
  createdAt: z.string(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  stopDesk: OrderStopDesk.nullable(),
});
