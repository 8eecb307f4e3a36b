import { ContactReceiptSchema, ContactSchema } from "@shop/domain/contract/contact";
import { SHOP_MESSAGES } from "@shop/domain/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors.js";
import { Limit } from "../lib/limits.js";
import { storeContactMessage } from "../modules/contact/contact-messages.js";
import { ErrorResponse, errorResponses } from "./common.js";

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // Messages per shopper address and hour, counted in the database so every API process shares them.
  const perAddress = new Limit(app.db, "contact", app.config.CONTACT_MAX_PER_IP_PER_HOUR, 3_600);
  const tooMany = () => new AppError(429, "TOO_MANY_MESSAGES", SHOP_MESSAGES.tooManyContactMessages);

  app.post(
    "/api/contact",
    {
      schema: {
        tags: ["boutique"],
        summary: "Envoyer un message depuis la page Contact (nombre limité par adresse et par heure)",
        body: ContactSchema.strict(),
        response: { 201: ContactReceiptSchema, ...errorResponses, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await perAddress.take(request.clientAddress, tooMany);
      const id = await storeContactMessage(app.db, request.body);
      return reply.code(201).send({ id });
    },
  );
};
