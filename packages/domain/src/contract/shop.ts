/** Offers (spend thresholds that unlock a gift or a discount) and the announcements of the top bar. */
import { z } from "zod";
import { DISCOUNT_TYPES } from "../constants";

/** The gift of an offer, in the snake_case the spec names its fields with. */
export const GiftVariationSchema = z.object({
  product_id: z.number(),
  color_no: z.string(),
  color_name: z.string(),
  color_name_ar: z.string(),
  ean: z.string(),
  print_size_fr: z.string(),
  print_size_ar: z.string(),
  style: z.string(),
  price: z.number(),
  promo_price: z.number().nullable(),
  colorImage: z.object({ fv_url: z.string().nullable() }),
  product: z.object({ title_fr: z.string(), title_ar: z.string() }),
});
export type GiftVariation = z.infer<typeof GiftVariationSchema>;

export const OfferSchema = z.object({
  id: z.number(),
  title: z.string(),
  titleAr: z.string().describe("Le titre en arabe (vide si le marchand ne l’a écrit qu’en français)"),
  minOrderAmount: z.number().describe("Seuil du sous-total en dinars"),
  discountType: z.enum(DISCOUNT_TYPES),
  amount: z.number(),
  giftSkuId: z.number(),
  giftInStock: z.boolean(),
  giftVariation: GiftVariationSchema,
});
export type Offer = z.infer<typeof OfferSchema>;

/** `GET /api/offers`. */
export const OffersSchema = z.object({ offers: z.array(OfferSchema) });
export type Offers = z.infer<typeof OffersSchema>;

export const AnnouncementSchema = z.object({
  id: z.number(),
  type: z.string(),
  is_active: z.boolean(),
  content: z.object({
    text: z.string(),
    textAr: z.string().describe("Le texte en arabe (vide si le marchand ne l’a écrit qu’en français)"),
    bgColor: z.string(),
    textColor: z.string(),
  }),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** `GET /api/announcements`. */
export const AnnouncementsSchema = z.object({ items: z.array(AnnouncementSchema) });
export type Announcements = z.infer<typeof AnnouncementsSchema>;
