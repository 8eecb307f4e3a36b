import { colorNoSchema, sizeSchema } from "@shop/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../lib/errors.js";
import type { CartOwner } from "../modules/cart/cart-lines.js";
import { getCart, updateCartLine } from "../modules/cart/cart.js";
import type { Session } from "../modules/accounts/sessions.js";
import { Cart } from "./cart-schemas.js";
import { ErrorResponse, errorResponses } from "./common.js";

export const ownerOf = (session: Session): CartOwner =>
  session.userId ? { userId: session.userId } : { sessionId: session.id };

const MAX_CART_QUANTITY = 1_000;

const CartUpdateBody = z.strictObject({
  colorNo: colorNoSchema,
  size: sizeSchema,
  quantity: z
    .number({ error: "Veuillez entrer la quantité souhaitée" })
    .int({ error: "Veuillez entrer la quantité souhaitée" })
    .min(0, { error: "La quantité doit être une valeur positive" })
    .max(MAX_CART_QUANTITY, { error: "Quantité trop élevée" }),
  mode: z.enum(["set", "add"], { error: "Le mode doit être « set » ou « add »" }).default("set"),
});

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/cart",
    {
      schema: {
        tags: ["panier"],
        summary: "Le panier de la session (404 quand il n’y en a pas : le client le lit comme un panier vide)",
        response: { 200: Cart, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      const session = await request.getSession();
      const cart = session && (await getCart(app.db, ownerOf(session)));
      if (!cart) throw notFound("Aucun panier pour cette session");
      return cart;
    },
  );

  app.patch(
    "/api/cart/update",
    {
      schema: {
        tags: ["panier"],
        summary:
          "Fixe la quantité d’une ligne (mode « set », 0 la supprime) ou l’augmente (mode « add », atomique). " +
          "La quantité est plafonnée par le stock ; la réponse est le panier entier.",
        body: CartUpdateBody,
        response: { 200: Cart, ...errorResponses, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const session = await request.ensureSession(reply);
      return updateCartLine(app.db, ownerOf(session), request.body);
    },
  );
};
