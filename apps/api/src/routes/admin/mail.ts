import {
  MailIdParamsSchema,
  MailListQuerySchema,
  MailListSchema,
  MailMessageSchema,
} from "@shop/domain/contract/admin-mail";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getOutboxMessage, listOutbox } from "../../modules/mail/outbox-list.js";

const tags = ["gestion"];
const refusals = { 401: ApiErrorBodySchema, 403: ApiErrorBodySchema };

/** The outbox, for the shop's owners: what was sent, what waits, what failed and why. */
export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/mail",
    {
      config: { staffAccess: "owner" },
      schema: {
        tags,
        summary:
          "Les e-mails de la boutique (en attente, envoyés, en échec avec l’erreur), les plus récents d’abord",
        querystring: MailListQuerySchema,
        response: { 200: MailListSchema, 400: ApiErrorBodySchema, ...refusals },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      return listOutbox(app.db, request.query, app.config.SMTP_URL !== undefined);
    },
  );

  app.get(
    "/api/admin/mail/:id",
    {
      config: { staffAccess: "owner" },
      schema: {
        tags,
        summary: "Un e-mail tel qu’il part : ses parties HTML et texte",
        params: MailIdParamsSchema,
        response: { 200: MailMessageSchema, ...errorResponses, ...refusals },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      return getOutboxMessage(app.db, request.params.id);
    },
  );
};
