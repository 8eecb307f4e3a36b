import {
  AdminOffersSchema,
  FreeDeliverySavedSchema,
  FreeDeliverySchema,
  OfferGiftsQuerySchema,
  OfferGiftsSchema,
  OfferIdParamsSchema,
  OfferInputSchema,
  OfferSavedSchema,
} from "@shop/domain/contract/admin-offers";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffOf } from "../../plugins/staff-auth.js";
import {
  createOffer,
  deleteOffer,
  listAdminOffers,
  searchOfferGifts,
  updateOffer,
} from "../../modules/shop/offer-edits.js";
import { detailsFromEnvironment, setFreeDelivery } from "../../modules/shop/shop-settings.js";

const tags = ["gestion"];
/** Every member of staff reads the offers; owners and the catalogue role change them. */
const read = { staffAccess: "staff" } as const;
const write = { staffAccess: "catalogue" } as const;
const refusals = { 401: ApiErrorBodySchema, 403: ApiErrorBodySchema };
const withErrors = { ...errorResponses, ...refusals, 409: ApiErrorBodySchema };
const actorOf = (request: Parameters<typeof staffOf>[0]) => {
  const { id, name } = staffOf(request);
  return { id, name };
};

export const adminOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const fallback = detailsFromEnvironment(app.config).details;

  app.get(
    "/api/admin/offers",
    {
      config: read,
      schema: {
        tags,
        summary:
          "Les offres par seuil croissant, avec leur état, la livraison offerte et les dernières modifications",
        response: { 200: AdminOffersSchema, ...refusals },
      },
    },
    async () => listAdminOffers(app.db),
  );

  app.get(
    "/api/admin/offers/gifts",
    {
      config: read,
      schema: {
        tags,
        summary: "Les tailles qui peuvent être offertes : recherche par titre, référence ou EAN",
        querystring: OfferGiftsQuerySchema,
        response: { 200: OfferGiftsSchema, ...errorResponses, ...refusals },
      },
    },
    async (request) => ({ gifts: await searchOfferGifts(app.db, request.query.q) }),
  );

  app.post(
    "/api/admin/offers",
    {
      config: write,
      schema: {
        tags,
        summary:
          "Créer une offre : seuil en dinars, taille offerte, remise, période (heure d’Alger), activation",
        body: OfferInputSchema,
        response: { 201: OfferSavedSchema, ...withErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createOffer(app.db, request.body, actorOf(request))),
  );

  app.put(
    "/api/admin/offers/free-delivery",
    {
      config: write,
      schema: {
        tags,
        summary: "Livraison offerte dès un montant (vide : aucune), à domicile, au point relais ou les deux",
        body: FreeDeliverySchema,
        response: {
          200: FreeDeliverySavedSchema,
          ...withErrors,
        },
      },
    },
    async (request) => setFreeDelivery(app.db, request.body, actorOf(request), fallback),
  );

  app.put(
    "/api/admin/offers/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Modifier une offre",
        params: OfferIdParamsSchema,
        body: OfferInputSchema,
        response: { 200: OfferSavedSchema, ...withErrors },
      },
    },
    async (request) => updateOffer(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    "/api/admin/offers/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Supprimer une offre (les commandes gardent leur cadeau)",
        params: OfferIdParamsSchema,
        response: { 200: OfferSavedSchema, ...withErrors },
      },
    },
    async (request) => deleteOffer(app.db, request.params.id, actorOf(request)),
  );
};
