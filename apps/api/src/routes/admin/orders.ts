import {
  AdminOrderDetailSchema,
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  CancelOrderSchema,
  EditOrderSchema,
  NoAnswerSchema,
  OrderIdParamsSchema,
  OrderMoveSchema,
  ShipOrderSchema,
} from "@shop/domain/contract/admin-orders";
import { OrdersExportFileSchema, OrdersExportQuerySchema } from "@shop/domain/contract/admin-orders-export";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors.js";
import { editOrder } from "../../modules/order-admin/edit-order.js";
import { getAdminOrder } from "../../modules/order-admin/order-detail.js";
import { listAdminOrders } from "../../modules/order-admin/order-list.js";
import { moveOrder, type OrderMove } from "../../modules/order-admin/order-moves.js";
import { exportOrders } from "../../modules/order-admin/orders-export.js";
import { staffOf } from "../../plugins/staff-auth.js";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";

const tags = ["gestion"];
const responses = { 200: AdminOrderDetailSchema, ...errorResponses, 401: ApiErrorBodySchema, 409: ApiErrorBodySchema };
const actorOf = (request: Parameters<typeof staffOf>[0]) => {
  const { id, name } = staffOf(request);
  return { id, name };
};

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxAttempts = app.config.NO_ANSWER_MAX_ATTEMPTS;
  const detail = async (id: string) => {
    const order = await getAdminOrder(app.db, id, maxAttempts);
    if (!order) throw notFound("Cette commande n’existe pas");
    return order;
  };

  app.get(
    "/api/admin/orders",
    {
      schema: {
        tags,
        summary:
          "Les commandes, les plus récentes d’abord : filtres, recherche (numéro, téléphone, nom), nombre par statut",
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderListSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema },
      },
    },
    async (request) => listAdminOrders(app.db, request.query),
  );

  app.get(
    "/api/admin/orders/export",
    {
      schema: {
        tags,
        summary:
          "Les commandes passées entre deux jours inclus (heure d’Alger, un an au plus) en CSV (UTF-8, « ; ») pour la comptabilité",
        produces: ["text/csv"],
        querystring: OrdersExportQuerySchema,
        response: { 200: OrdersExportFileSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const file = exportOrders(app.db, request.query);
      // Streamed: the documented answer is the text the stream becomes, which the typed reply cannot say.
      const body = file.body as unknown as string;
      return reply
        .type(file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .send(body);
    },
  );

  app.get(
    "/api/admin/orders/:id",
    {
      schema: {
        tags,
        summary: "Une commande : client, livraison, lignes, totaux, chronologie, historique du téléphone",
        params: OrderIdParamsSchema,
        response: { 200: AdminOrderDetailSchema, ...errorResponses, 401: ApiErrorBodySchema },
      },
    },
    async (request) => detail(request.params.id),
  );

  app.patch(
    "/api/admin/orders/:id",
    {
      schema: {
        tags,
        summary:
          "Modifier une commande avant l’expédition (quantités, lignes, adresse, livraison) : prix et stock recalculés",
        params: OrderIdParamsSchema,
        body: EditOrderSchema,
        response: responses,
      },
    },
    async (request) => {
      await editOrder(app.db, request.params.id, request.body, actorOf(request));
      return detail(request.params.id);
    },
  );

  // One route per move of the state machine; each answers with the order as it now stands.
  const moved = async (id: string, move: OrderMove, request: Parameters<typeof staffOf>[0]) => {
    await moveOrder(app.db, id, move, actorOf(request));
    return detail(id);
  };
  const params = OrderIdParamsSchema;

  app.post(
    "/api/admin/orders/:id/confirm",
    {
      schema: {
        tags,
        summary: "Confirmer la commande après l’appel",
        params,
        body: OrderMoveSchema,
        response: responses,
      },
    },
    async (request) => moved(request.params.id, { action: "confirm", note: request.body.note }, request),
  );

  app.post(
    "/api/admin/orders/:id/no-answer",
    {
      schema: {
        tags,
        summary:
          "Noter un appel sans réponse, avec une note (annulée au bout de NO_ANSWER_MAX_ATTEMPTS appels)",
        params,
        body: NoAnswerSchema,
        response: responses,
      },
    },
    async (request) =>
      moved(request.params.id, { action: "no-answer", note: request.body.note, maxAttempts }, request),
  );

  app.post(
    "/api/admin/orders/:id/cancel",
    {
      schema: {
        tags,
        summary: "Annuler la commande (motif et note) : ses articles reviennent en stock",
        params,
        body: CancelOrderSchema,
        response: responses,
      },
    },
    async (request) => moved(request.params.id, { action: "cancel", ...request.body }, request),
  );

  app.post(
    "/api/admin/orders/:id/ship",
    {
      schema: {
        tags,
        summary: "Expédier : transporteur et numéro de suivi",
        params,
        body: ShipOrderSchema,
        response: responses,
      },
    },
    async (request) => moved(request.params.id, { action: "ship", ...request.body }, request),
  );

  app.post(
    "/api/admin/orders/:id/deliver",
    {
      schema: {
        tags,
        summary: "Marquer livrée (le transporteur a encaissé)",
        params,
        body: OrderMoveSchema,
        response: responses,
      },
    },
    async (request) => moved(request.params.id, { action: "deliver", note: request.body.note }, request),
  );

  app.post(
    "/api/admin/orders/:id/return",
    {
      schema: {
        tags,
        summary: "Marquer retournée (colis refusé ou non retiré) : ses articles reviennent en stock",
        params,
        body: OrderMoveSchema,
        response: responses,
      },
    },
    async (request) => moved(request.params.id, { action: "return", note: request.body.note }, request),
  );
};
