import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import {
  CheckoutBodySchema,
  OrderIdParamsSchema,
  OrderSchema,
  OrderSummariesSchema,
  PlaceOrderHeadersSchema,
} from "@shop/domain/contract/orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors.js";
import { Limit } from "../modules/limits/limits.js";
import { readOrder } from "../modules/orders/order-privacy.js";
import { listUserOrders } from "../modules/orders/order-view.js";
import { placeOrder } from "../modules/orders/place-order.js";
import { requestLocale } from "../plugins/error-language.js";

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // Orders placed per shopper address and hour (only orders actually created count).
  const perAddress = new Limit(app.db, "orders", app.config.ORDER_MAX_PER_IP_PER_HOUR, 3_600);
  const tooManyOrders = () =>
    new AppError(429, "TOO_MANY_ORDERS", "Trop de commandes depuis cette connexion. Réessayez plus tard.");
  const limits = {
    maxPerPhone: app.config.ORDER_MAX_PER_PHONE,
    maxPerAddress: app.config.ORDER_MAX_PER_ADDRESS,
    windowHours: app.config.ORDER_LIMIT_WINDOW_HOURS,
    duplicateWindowMinutes: app.config.ORDER_DUPLICATE_WINDOW_MINUTES,
  };

  app.post(
    "/api/guest-order/create",
    {
      schema: {
        tags: ["commandes"],
        summary:
          "Passer commande avec le panier de la session (invités et clients connectés). " +
          "L’en-tête Idempotency-Key (une clé par tentative de paiement) rend la création idempotente.",
        headers: PlaceOrderHeadersSchema,
        body: CheckoutBodySchema,
        response: {
          201: OrderSchema,
          200: OrderSchema,
          ...errorResponses,
          403: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
          502: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await perAddress.check(request.clientAddress, tooManyOrders);
      const { order, created } = await placeOrder(app.db, app.config, {
        session: await request.getSession(),
        checkout: request.body,
        idempotencyKey: request.headers["idempotency-key"],
        limits,
        language: requestLocale(request),
        onPaymentError: (error) => request.log.error({ err: error }, "card checkout could not be opened"),
      });
      if (created) await perAddress.hit(request.clientAddress);
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.get(
    "/api/guest-order/:id",
    {
      schema: {
        tags: ["commandes"],
        summary:
          "Une commande par son identifiant (imprévisible) : lignes, totaux, livraison, statut, paiement. " +
          "En entier pour la session ou le compte qui l’a passée ; pour tout autre détenteur du lien, nom, e-mail, " +
          "téléphone et adresse sont masqués (restricted: true).",
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      return readOrder(app.db, request.params.id, await request.getSession());
    },
  );

  app.get(
    "/api/orders",
    {
      schema: {
        tags: ["commandes"],
        summary: "Les commandes du client connecté, les plus récentes d’abord",
        response: { 200: OrderSummariesSchema, 401: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      const session = await request.requireUser();
      return { orders: await listUserOrders(app.db, session.userId) };
    },
  );
};
