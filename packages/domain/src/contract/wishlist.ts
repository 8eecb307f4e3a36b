/** The wishlist of a session or an account (guests included). */
import { z } from "zod";
import { colorNoSchema } from "../schemas";

export const WishlistItemSchema = z.object({
  id: z.number(),
  productId: z.number(),
  colorNo: z.string(),
  colorName: z.string(),
  colorNameAr: z.string(),
  title: z.string(),
  titleAr: z.string(),
  price: z.number(),
  promoPrice: z.number().nullable(),
  image: z.string().nullable(),
  inStock: z.boolean(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

export const WishlistSchema = z.object({ wishlistItems: z.array(WishlistItemSchema), count: z.number() });
export type Wishlist = z.infer<typeof WishlistSchema>;

export const WishlistUpdateBodySchema = z.strictObject({
  colorNo: colorNoSchema,
  action: z.enum(["add", "remove"], { error: "L’action doit être « add » ou « remove »" }),
});
export type WishlistUpdateBody = z.infer<typeof WishlistUpdateBodySchema>;
