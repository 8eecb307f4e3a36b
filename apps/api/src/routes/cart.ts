import { QUANTITY_MIN } from "@shop/domain/constants";
import { VALIDATION_MESSAGES } from "@shop/domain/messages";
import { colorNoSchema, sizeSchema } from "@shop/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../lib/errors.js";
import { ownerOf } from "../modules/cart/cart-lines.js";
import { getCart, updateCartLine } from "../modules/cart/cart.js";
import { Cart } from "./cart-schemas.js";
import { ErrorResponse, errorResponses } from "./common.js";

const MAX_CART_QUANTITY = 1_000;

const M = VALIDATION_MESSAGES;

// The spec's quantity rule (§5) in the domain's order (<= 0: positive, then < 1: min 1, then integer), except
// that mode "set" also takes 0 (delete the line). Mode "add" needs a positive quantity: adding 0 to a missing
// line would insert an empty line, which the database refuses.
const CartUpdateBody = z
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
