import { CheckoutSchema } from "@shop/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, notFound } from "../lib/errors.js";
import { Limit } from "../lib/limits.js";
import { createOrder } from "../modules/orders/create-order.js";
import { getOrderView, listUserOrders } from "../modules/orders/order-view.js";
import { isOrderOf, maskOrderView } from "../modules/orders/order-privacy.js";
import { startPaymentForOrder } from "../modules/orders/order-payment.js";
import { requirePaymentDeps } from "../modules/payments/payment-deps.js";
import { ownerOf } from "../modules/cart/cart-lines.js";
import { ErrorResponse, errorResponses } from "./common.js";
import { Order, OrderSummary } from "./order-schemas.js";

const uuidParam = z.object({ id: z.uuid({ error: "Identifiant de commande invalide" }) });
/** The checkout fields, strict at every level: a price, or any field the checkout form does not send, is refused. */
const CheckoutBody = CheckoutSchema.safeExtend({
  deliveryMethodOptions: CheckoutSchema.shape.deliveryMethodOptions.strict(),
  paymentMethodOptions: CheckoutSchema.shape.paymentMethodOptions.strict(),
}).strict();
const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, { error: "Clé d’idempotence invalide" });

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
        headers: z.looseObject({ "idempotency-key": IdempotencyKey.optional() }),
        body: CheckoutBody,
        response: {
          201: Order,
          200: Order,
          ...errorResponses,
          403: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      await perAddress.check(request.clientAddress, tooManyOrders);
      const paymentMethod = request.body.paymentMethodOptions.type ?? "on-delivery";
      if (paymentMethod !== "on-delivery") requirePaymentDeps(app.config);
      const session = await request.getSession();
      if (!session) throw new AppError(400, "EMPTY_CART", "Votre panier est vide");
      const key = request.headers["idempotency-key"] ?? crypto.randomUUID();
      const result = await createOrder(app.db, {
        owner: ownerOf(session),
        userId: session.userId,
        sessionId: session.id,
        idempotencyKey: `${session.id.slice(0, 16)}:${key}`,
        checkout: request.body,
        limits,
      });
      if (result.created) await perAddress.hit(request.clientAddress);
      const order = await getOrderView(app.db, result.id);
      if (result.created && order!.paymentMethod !== "on-delivery") {
        const { checkoutUrl } = await startPaymentForOrder(app.db, app.config, order!, (error) =>
          request.log.error({ err: error }, "card checkout could not be opened"),
        );
        order!.checkoutUrl = checkoutUrl;
      }
      return reply.code(result.created ? 201 : 200).send({ ...order!, duplicate: result.duplicate });
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
        params: uuidParam,
        response: { 200: Order, ...errorResponses },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      const order = await getOrderView(app.db, request.params.id);
      if (!order) throw notFound("Cette commande n’existe pas");
      const own = await isOrderOf(app.db, order.id, await request.getSession());
      return own ? order : maskOrderView(order);
    },
  );

  app.get(
    "/api/orders",
    {
      schema: {
        tags: ["commandes"],
        summary: "Les commandes du client connecté, les plus récentes d’abord",
        response: { 200: z.object({ orders: z.array(OrderSummary) }), 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      const session = await request.requireUser();
      return { orders: await listUserOrders(app.db, session.userId) };
    },
  );
};
