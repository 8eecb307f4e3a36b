import { CartSchema, CartUpdateBodySchema } from "@shop/domain/contract/cart";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../lib/errors.js";
import { hashToken } from "../modules/accounts/sessions.js";
import { ownerOf } from "../modules/cart/cart-lines.js";
import { getSessionCart, updateCartLine } from "../modules/cart/cart.js";
import { requestLocale } from "../plugins/error-language.js";

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/cart",
    {
      schema: {
        tags: ["panier"],
        summary:
          "Le panier de la session (404 quand il n’y en a pas : le client le lit comme un panier vide). " +
          "Les lignes qui ne sont plus en vente en sont retirées, avec un avis (`notice`).",
        response: { 200: CartSchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      // The session and its cart in one round trip (the header reads it as each page opens and every 10 s).
      const token = request.sessionToken();
      const found = token === null ? null : await getSessionCart(app.db, hashToken(token), requestLocale(request));
      if (found) request.replaceSession(found.session);
      if (!found?.cart) throw notFound("Aucun panier pour cette session");
      return found.cart;
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
        body: CartUpdateBodySchema,
        response: { 200: CartSchema, ...errorResponses, 409: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const session = await request.ensureSession(reply);
      return updateCartLine(app.db, ownerOf(session), request.body, requestLocale(request));
    },
  );
};
