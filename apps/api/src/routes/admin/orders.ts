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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors.js";
import { editOrder } from "../../modules/order-admin/edit-order.js";
import { getAdminOrder } from "../../modules/order-admin/order-detail.js";
import { listAdminOrders } from "../../modules/order-admin/order-list.js";
import { moveOrder, type OrderMove } from "../../modules/order-admin/order-moves.js";
import { staffOf } from "../../plugins/staff-auth.js";
import { ErrorResponse, errorResponses } from "../common.js";

const tags = ["gestion"];
const responses = { 200: AdminOrderDetailSchema, ...errorResponses, 401: ErrorResponse, 409: ErrorResponse };
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
        response: { 200: AdminOrderListSchema, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => listAdminOrders(app.db, request.query),
  );

  app.get(
    "/api/admin/orders/:id",
    {
      schema: {
        tags,
        summary: "Une commande : client, livraison, lignes, totaux, chronologie, historique du téléphone",
        params: OrderIdParamsSchema,
        response: { 200: AdminOrderDetailSchema, ...errorResponses, 401: ErrorResponse },
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
        body: EditOrderSchema.strict(),
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
        body: OrderMoveSchema.strict(),
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
        body: NoAnswerSchema.strict(),
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
        body: CancelOrderSchema.strict(),
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
        body: ShipOrderSchema.strict(),
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
        body: OrderMoveSchema.strict(),
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
        body: OrderMoveSchema.strict(),
        response: responses,
      },
    },
    async (request) => moved(request.params.id, { action: "return", note: request.body.note }, request),
  );
};
