import {
  ContactMessageSchema,
  MessageIdParamsSchema,
  MessageListQuerySchema,
  MessageListSchema,
  UpdateMessageSchema,
} from "@shop/domain/contract/admin-messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listContactMessages, setMessageState } from "../../modules/contact/contact-messages.js";
import { ErrorResponse, errorResponses } from "../common.js";

const tags = ["gestion"];

export const adminMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/messages",
    {
      schema: {
        tags,
        summary: "Les messages reçus par la page Contact, les plus récents d’abord",
        querystring: MessageListQuerySchema,
        response: { 200: MessageListSchema, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => listContactMessages(app.db, request.query),
  );

  app.patch(
    "/api/admin/messages/:id",
    {
      schema: {
        tags,
        summary: "Marquer un message nouveau, lu ou répondu",
        params: MessageIdParamsSchema,
        body: UpdateMessageSchema.strict(),
        response: { 200: ContactMessageSchema, ...errorResponses, 401: ErrorResponse },
      },
    },
    async (request) => setMessageState(app.db, request.params.id, request.body.state),
  );
};
