import { ColourIdParamsSchema, ColourLinksSchema, CreateColourSchema, ProductEditorSchema, ProductFieldsSchema, ProductIdParamsSchema, ProductListQuerySchema, ProductListSchema, ProductStatusChangeSchema, RevisionBodySchema, UpdateColourSchema, UpdateProductSchema } from "@shop/domain/contract/admin-catalogue";
import { FacetChoicesSchema, PriceChangesQuerySchema, PriceChangesSchema, ProductHistorySchema } from "@shop/domain/contract/admin-catalogue-reads";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listFacetChoices } from "../../modules/catalogue-admin/catalogue-facets.js";
import { createColour } from "../../modules/catalogue-admin/colour-create.js";
import { deleteColour } from "../../modules/catalogue-admin/colour-delete.js";
import { setColourLinks } from "../../modules/catalogue-admin/colour-links.js";
import { updateColour } from "../../modules/catalogue-admin/colour-update.js";
import { listPriceChanges } from "../../modules/catalogue-admin/price-log.js";
import { createProduct } from "../../modules/catalogue-admin/product-create.js";
import { duplicateProduct } from "../../modules/catalogue-admin/product-duplicate.js";
import { getProductEditor } from "../../modules/catalogue-admin/product-editor.js";
import { listProductHistory } from "../../modules/catalogue-admin/product-history.js";
import { listProducts } from "../../modules/catalogue-admin/product-list.js";
import { changeProductStatus } from "../../modules/catalogue-admin/product-status.js";
import { updateProduct } from "../../modules/catalogue-admin/product-update.js";
import { staffOf } from "../../plugins/staff-auth.js";

const tags = ["gestion"];
/** Every member of staff reads the catalogue; owners and the catalogue role write it (operators get 403). */
const read = { staffAccess: "staff" } as const;
const write = { staffAccess: "catalogue" } as const;
const readResponses = { ...errorResponses, 401: ApiErrorBodySchema };
const writeResponses = { ...errorResponses, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 409: ApiErrorBodySchema };
const actorOf = (request: Parameters<typeof staffOf>[0]) => {
  const { id, name } = staffOf(request);
  return { id, name };
};

/** The catalogue editor's products and colours × sizes (`@shop/domain/contract/admin-catalogue`). */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/products",
    {
      config: read,
      schema: {
        tags,
        summary: "Les produits : recherche (titre français ou arabe, EAN, référence, numéro de couleur), filtres, tri, pages",
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, ...readResponses },
      },
    },
    async (request) => listProducts(app.db, request.query),
  );

  app.post(
    "/api/admin/products",
    {
      config: write,
      schema: { tags, summary: "Créer un produit (brouillon)", body: ProductFieldsSchema, response: { 201: ProductEditorSchema, ...writeResponses } },
    },
    async (request, reply) => reply.code(201).send(await createProduct(app.db, request.body, actorOf(request))),
  );

  app.get(
    "/api/admin/products/:id",
    {
      config: read,
      schema: {
        tags,
        summary: "Un produit tel que l’éditeur le charge, quel que soit son statut",
        params: ProductIdParamsSchema,
        response: { 200: ProductEditorSchema, ...readResponses },
      },
    },
    async (request) => getProductEditor(app.db, request.params.id),
  );

  app.put(
    "/api/admin/products/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Enregistrer la fiche d’un produit (refusé si quelqu’un l’a modifié depuis : 409 STALE_REVISION)",
        params: ProductIdParamsSchema,
        body: UpdateProductSchema,
        response: { 200: ProductEditorSchema, ...writeResponses },
      },
    },
    async (request) => updateProduct(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    "/api/admin/products/:id/status",
    {
      config: write,
      schema: {
        tags,
        summary: "Publier, dépublier (brouillon) ou archiver un produit",
        params: ProductIdParamsSchema,
        body: ProductStatusChangeSchema,
        response: { 200: ProductEditorSchema, ...writeResponses },
      },
    },
    async (request) => changeProductStatus(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    "/api/admin/products/:id/duplicate",
    {
      config: write,
      schema: {
        tags,
        summary: "Dupliquer un produit en brouillon (couleurs et tailles avec de nouveaux codes, sans stock ni photos)",
        params: ProductIdParamsSchema,
        response: { 201: ProductEditorSchema, ...writeResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await duplicateProduct(app.db, request.params.id, actorOf(request))),
  );

  app.get(
    "/api/admin/products/:id/history",
    {
      config: read,
      schema: {
        tags,
        summary: "L’historique d’un produit, le plus récent d’abord",
        params: ProductIdParamsSchema,
        response: { 200: ProductHistorySchema, ...readResponses },
      },
    },
    async (request) => listProductHistory(app.db, request.params.id),
  );

  app.get(
    "/api/admin/price-changes",
    {
      config: read,
      schema: {
        tags,
        summary: "Le journal des prix de la boutique, le plus récent d’abord",
        querystring: PriceChangesQuerySchema,
        response: { 200: PriceChangesSchema, ...readResponses },
      },
    },
    async (request) => listPriceChanges(app.db, request.query),
  );

  app.get(
    "/api/admin/catalogue/facets",
    {
      config: read,
      schema: {
        tags,
        summary: "Les valeurs de chaque filtre déjà utilisées au catalogue, les plus fréquentes d’abord",
        response: { 200: FacetChoicesSchema, ...readResponses },
      },
    },
    async () => listFacetChoices(app.db),
  );

  app.post(
    "/api/admin/products/:id/colours",
    {
      config: write,
      schema: {
        tags,
        summary: "Ajouter une couleur et ses tailles (une par taille donnée, EAN interne, sans stock)",
        params: ProductIdParamsSchema,
        body: CreateColourSchema,
        response: { 201: ProductEditorSchema, ...writeResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createColour(app.db, request.params.id, request.body, actorOf(request))),
  );

  app.put(
    "/api/admin/colours/:colourId",
    {
      config: write,
      schema: {
        tags,
        summary: "Enregistrer une couleur et toute sa grille de tailles (EAN, prix, promo, stock, activation)",
        params: ColourIdParamsSchema,
        body: UpdateColourSchema,
        response: { 200: ProductEditorSchema, ...writeResponses },
      },
    },
    async (request) => updateColour(app.db, request.params.colourId, request.body, actorOf(request)),
  );

  app.delete(
    "/api/admin/colours/:colourId",
    {
      config: write,
      schema: {
        tags,
        summary: "Supprimer une couleur (refusé pour la dernière d’un produit publié ou une couleur déjà commandée)",
        params: ColourIdParamsSchema,
        body: RevisionBodySchema,
        response: { 200: ProductEditorSchema, ...writeResponses },
      },
    },
    async (request) => deleteColour(app.db, request.params.colourId, request.body.revision, actorOf(request)),
  );

  app.put(
    "/api/admin/colours/:colourId/links",
    {
      config: write,
      schema: {
        tags,
        summary: "Les articles « Ensemble » d’une couleur (liés dans les deux sens)",
        params: ColourIdParamsSchema,
        body: ColourLinksSchema,
        response: { 200: ProductEditorSchema, ...writeResponses },
      },
    },
    async (request) => setColourLinks(app.db, request.params.colourId, request.body, actorOf(request)),
  );
};
