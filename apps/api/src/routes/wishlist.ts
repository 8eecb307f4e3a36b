import { colorNoSchema } from "@shop/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getWishlist, updateWishlist } from "../modules/wishlist/wishlist.js";
import { ownerOf } from "../modules/cart/cart-lines.js";
import { errorResponses } from "./common.js";

export const Wishlist = z.object({
  wishlistItems: z.array(
    z.object({
      id: z.number(),
      productId: z.number(),
      colorNo: z.string(),
      colorName: z.string(),
      title: z.string(),
      price: z.number(),
      promoPrice: z.number().nullable(),
      image: z.string().nullable(),
      inStock: z.boolean(),
    }),
  ),
  count: z.number(),
});

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/wishlist",
    { schema: { tags: ["favoris"], summary: "Les favoris de la session ou du compte", response: { 200: Wishlist } } },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      const session = await request.getSession();
      return getWishlist(app.db, session && ownerOf(session));
    },
  );

  app.patch(
    "/api/wishlist/update",
    {
      schema: {
        tags: ["favoris"],
        summary: "Ajouter (« add ») ou retirer (« remove ») une couleur d’un produit ; renvoie les favoris",
        body: z.strictObject({
          colorNo: colorNoSchema,
          action: z.enum(["add", "remove"], { error: "L’action doit être « add » ou « remove »" }),
        }),
        response: { 200: Wishlist, ...errorResponses },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(await request.ensureSession(reply));
      await updateWishlist(app.db, owner, request.body.colorNo, request.body.action);
      return getWishlist(app.db, owner);
    },
  );
};
