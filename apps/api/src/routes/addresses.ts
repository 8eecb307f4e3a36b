import { AddressBodySchema, SavedAddressesSchema } from "@shop/domain/contract/addresses";
import { ApiErrorBodySchema, errorResponses, IdParamsSchema } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  addAddress,
  deleteAddress,
  editAddress,
  listAddresses,
  setDefaultAddress,
} from "../modules/accounts/addresses.js";

const tags = ["adresses"];
const responses = { 200: SavedAddressesSchema, ...errorResponses, 401: ApiErrorBodySchema };
const params = IdParamsSchema;

/** Saved addresses of the signed-in customer; every call answers with the whole list. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = async (userId: string) => ({ addresses: await listAddresses(app.db, userId) });

  app.get("/api/addresses", { schema: { tags, summary: "Mes adresses (par défaut d’abord)", response: responses } }, async (request) =>
    list((await request.requireUser()).userId),
  );

  app.post(
    "/api/addresses",
    { schema: { tags, summary: "Ajouter une adresse", body: AddressBodySchema, response: { ...responses, 201: SavedAddressesSchema } } },
    async (request, reply) => {
      const { userId } = await request.requireUser();
      await addAddress(app.db, userId, request.body);
      return reply.code(201).send(await list(userId));
    },
  );

  app.patch(
    "/api/addresses/:id",
    { schema: { tags, summary: "Modifier une adresse", params, body: AddressBodySchema, response: responses } },
    async (request) => {
      const { userId } = await request.requireUser();
      await editAddress(app.db, userId, request.params.id, request.body);
      return list(userId);
    },
  );

  app.delete("/api/addresses/:id", { schema: { tags, summary: "Supprimer une adresse", params, response: responses } }, async (request) => {
    const { userId } = await request.requireUser();
    await deleteAddress(app.db, userId, request.params.id);
    return list(userId);
  });

  app.post(
    "/api/addresses/:id/default",
    { schema: { tags, summary: "Choisir l’adresse par défaut", params, response: responses } },
    async (request) => {
      const { userId } = await request.requireUser();
      await setDefaultAddress(app.db, userId, request.params.id);
      return list(userId);
    },
  );
};
