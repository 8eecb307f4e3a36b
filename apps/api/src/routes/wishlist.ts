import { errorResponses } from "@shop/domain/contract/common";
import { WishlistSchema, WishlistUpdateBodySchema } from "@shop/domain/contract/wishlist";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getWishlist, updateWishlist } from "../modules/wishlist/wishlist.js";
import { ownerOf } from "../modules/cart/cart-lines.js";

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/wishlist",
    { schema: { tags: ["favoris"], summary: "Les favoris de la session ou du compte", response: { 200: WishlistSchema } } },
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
        body: WishlistUpdateBodySchema,
        response: { 200: WishlistSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(await request.ensureSession(reply));
      await updateWishlist(app.db, owner, request.body.colorNo, request.body.action);
      return getWishlist(app.db, owner);
    },
  );
};
