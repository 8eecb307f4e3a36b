/** The cart of a session or an account, and the change of one of its lines. */
import { z } from "zod";
import { QUANTITY_MIN } from "../constants";
import { VALIDATION_MESSAGES as M } from "../messages";
import { colorNoSchema, sizeSchema } from "../schemas";
import { OfferSchema } from "./shop";

export const CartItemSchema = z.object({
  id: z.number(),
  productId: z.number(),
  colorNo: z.string(),
  size: z.string(),
  sizeName: z.string(),
  sizeNameAr: z.string(),
  quantity: z.number(),
  price: z.number().describe("Prix unitaire en dinars"),
  promoPrice: z.number().nullable(),
  itemTotalPrice: z.number(),
  image: z.string().nullable(),
  title: z.string(),
  titleAr: z.string(),
  colorName: z.string(),
  colorNameAr: z.string(),
  ean: z.string(),
  stock: z.number(),
  hasLinkedVariation: z.boolean(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** The gift of the current offer, as one more line of the cart. */
export const GiftLineSchema = z.object({
  offerId: z.number(),
  productId: z.number(),
  colorNo: z.string(),
  size: z.string(),
  sizeName: z.string(),
  sizeNameAr: z.string(),
  ean: z.string(),
  skuId: z.number(),
  title: z.string(),
  titleAr: z.string(),
  colorName: z.string(),
  colorNameAr: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  discountedPrice: z.number().describe("Prix payé pour le cadeau (0 s’il est offert)"),
  quantity: z.literal(1),
});
export type GiftLine = z.infer<typeof GiftLineSchema>;

export const CartSchema = z.object({
  id: z.number(),
  cartItems: z.array(CartItemSchema),
  quantity: z.number().nullable().describe("Somme des quantités, null quand elle vaut 0"),
  linesTotal: z.number(),
  totalPrice: z.number().describe("Lignes plus le cadeau de l’offre en cours"),
  offerSubtotal: z.number().describe("Sous-total des articles sans prix promotionnel"),
  currentOffer: OfferSchema.extend({ giftLine: GiftLineSchema }).nullable(),
  nextOffer: OfferSchema.extend({ missingAmount: z.number() }).nullable(),
  notice: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type Cart = z.infer<typeof CartSchema>;

/** Pieces one request may set or add to a line, far above any stock: the stock caps the line anyway. */
const MAX_CART_QUANTITY = 1_000;

// The spec's quantity rule (§5) in the domain's order (<= 0: positive, then < 1: min 1, then integer), except
// that mode "set" also takes 0 (delete the line). Mode "add" needs a positive quantity: adding 0 to a missing
// line would insert an empty line, which the database refuses.
export const CartUpdateBodySchema = z
  .strictObject({
    colorNo: colorNoSchema,
    size: sizeSchema,
    quantity: z
      .number({ error: M.quantityRequired })
      .min(0, { error: M.quantityPositive, abort: true })
      .refine((quantity) => quantity === 0 || quantity >= QUANTITY_MIN, { error: M.quantityMin, abort: true })
      .int({ error: M.quantityRequired })
      .max(MAX_CART_QUANTITY, { error: "Quantité trop élevée" }),
    mode: z.enum(["set", "add"], { error: "Le mode doit être « set » ou « add »" }).default("set"),
  })
  .refine((body) => body.mode === "set" || body.quantity > 0, {
    error: M.quantityPositive,
    path: ["quantity"],
    when: (payload) => payload.issues.length === 0,
  });
export type CartUpdateBody = z.infer<typeof CartUpdateBodySchema>;
