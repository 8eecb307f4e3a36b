import { SuccessSchema } from "@shop/domain/contract/admin-common";
import {
  BlockedPhoneSchema,
  BlocklistSchema,
  BlockPhoneSchema,
  PhoneHistorySchema,
  PhoneParamsSchema,
} from "@shop/domain/contract/admin-customers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { blockPhone, listBlockedPhones, unblockPhone } from "../../modules/customers/blocklist.js";
import { getPhoneHistory } from "../../modules/customers/phone-history.js";
import { staffOf } from "../../plugins/staff-auth.js";
import { ErrorResponse, errorResponses } from "../common.js";

const tags = ["gestion"];

/** A phone's history at the shop, and the blocklist checkout refuses orders from. */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/customers/:phone",
    {
      schema: {
        tags,
        summary: "L’historique d’un téléphone : commandes, livrées, retournées, annulées, bloqué ou non",
        params: PhoneParamsSchema,
        response: { 200: PhoneHistorySchema, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => getPhoneHistory(app.db, request.params.phone),
  );

  app.get(
    "/api/admin/blocklist",
    {
      schema: {
        tags,
        summary: "Les téléphones bloqués",
        response: { 200: BlocklistSchema, 401: ErrorResponse },
      },
    },
    async () => ({ phones: await listBlockedPhones(app.db) }),
  );

  app.post(
    "/api/admin/blocklist",
    {
      schema: {
        tags,
        summary: "Bloquer un téléphone : ses commandes seront refusées",
        body: BlockPhoneSchema.strict(),
        response: { 201: BlockedPhoneSchema, ...errorResponses, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { id, name } = staffOf(request);
      const blocked = await blockPhone(app.db, request.body.phoneNumber, request.body.reason, { id, name });
      return reply.code(201).send(blocked);
    },
  );

  app.delete(
    "/api/admin/blocklist/:phone",
    {
      schema: {
        tags,
        summary: "Débloquer un téléphone",
        params: PhoneParamsSchema,
        response: { 200: SuccessSchema, ...errorResponses, 401: ErrorResponse },
      },
    },
    async (request) => {
      await unblockPhone(app.db, request.params.phone);
      return { success: true as const };
    },
  );
};
