import { z } from "zod";
import { Offer } from "./offers.js";

const GiftLine = z.object({
  offerId: z.number(),
  productId: z.number(),
  colorNo: z.string(),
  size: z.string(),
  ean: z.string(),
  skuId: z.number(),
  title: z.string(),
  colorName: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  discountedPrice: z.number().describe("Prix payé pour le cadeau (0 s’il est offert)"),
  quantity: z.literal(1),
});

export const Cart = z.object({
  id: z.number(),
  cartItems: z.array(
    z.object({
      id: z.number(),
      productId: z.number(),
      colorNo: z.string(),
      size: z.string(),
      quantity: z.number(),
      price: z.number().describe("Prix unitaire en dinars"),
      promoPrice: z.number().nullable(),
      itemTotalPrice: z.number(),
      image: z.string().nullable(),
      title: z.string(),
      colorName: z.string(),
      ean: z.string(),
      stock: z.number(),
      hasLinkedVariation: z.boolean(),
    }),
  ),
  quantity: z.number().nullable().describe("Somme des quantités, null quand elle vaut 0"),
  linesTotal: z.number(),
  totalPrice: z.number().describe("Lignes plus le cadeau de l’offre en cours"),
  offerSubtotal: z.number().describe("Sous-total des articles sans prix promotionnel"),
  currentOffer: Offer.extend({ giftLine: GiftLine }).nullable(),
  nextOffer: Offer.extend({ missingAmount: z.number() }).nullable(),
  notice: z.object({ code: z.string(), message: z.string() }).optional(),
});
