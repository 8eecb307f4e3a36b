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

export const Order = z.object({
  id: z.uuid(),
  number: z.number(),
  type: z.enum(["website", "manual"]),
  status: z.string().describe("awaiting-payment | pending-confirmation | confirmed | shipped | delivered | cancelled"),
  paymentMethod: z.enum(["on-delivery", "cib", "eddahabia"]),
  paymentStatus: z.string().describe("cash-on-delivery | pending | paid | failed | canceled"),
  checkoutUrl: z.string().nullable().describe("Page de paiement à ouvrir pour une commande par carte"),
  createdAt: z.string(),
  contact: z.object({ email: z.string().nullable(), firstName: z.string(), lastName: z.string(), phoneNumber: z.string() }),
  delivery: z.object({
    method: z.enum(["home-delivery", "stopdesk-delivery"]),
    country: z.string(),
    address: z.string(),
    address2: z.string().nullable(),
    postalCode: z.string().nullable(),
    state: z.object({ id: z.number(), name: z.string() }),
    commune: z.object({ id: z.number(), name: z.string() }),
    minDays: z.number().nullable(),
    maxDays: z.number().nullable(),
  }),
  lines: z.array(OrderLine),
  subtotal: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  duplicate: z.boolean().optional().describe("Vrai quand une commande identique récente est renvoyée"),
});

export const OrderSummary = z.object({
  id: z.uuid(),
  number: z.number(),
  status: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  total: z.number(),
  itemCount: z.number(),
  createdAt: z.string(),
});
