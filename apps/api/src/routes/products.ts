import {
  ColorSizeQuerySchema,
  FilterQuerySchema,
  LinkedVariationsSchema,
  PopularSearchesSchema,
  ProductDetailSchema,
  ProductFilterResponseSchema,
  RelatedProductsSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  StockResponseSchema,
} from "@shop/domain/contract/catalog";
import { errorResponses, IdParamsSchema } from "@shop/domain/contract/common";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { answerFromCache: onRequest } = app.catalogAnswers;
  app.get(
    "/api/products/find/id/:id",
    {
      onRequest,
      schema: {
        tags: ["catalogue"],
        summary: "Un produit avec ses couleurs, tailles et prix",
        params: IdParamsSchema,
        response: { 200: ProductDetailSchema, ...errorResponses },
      },
    },
    (request, reply) => reply.sendCached(() => app.catalog.product(request.params.id)),
  );

  app.get(
    "/api/products/filter",
    {
      onRequest,
      schema: {
        tags: ["catalogue"],
        summary: "Produits d’une catégorie ou d’une recherche (query), filtrés par facettes et prix, triés et paginés",
        querystring: FilterQuerySchema,
        response: { 200: ProductFilterResponseSchema, ...errorResponses },
      },
    },
    // A category's listing without search words is kept across the changes of products it does not list.
    (request, reply) => {
      const { category, query } = request.query;
      const scope = category !== undefined && query === undefined ? { category } : undefined;
      return reply.sendCached(() => app.catalog.filter(request.query), scope);
    },
  );

  app.get(
    "/api/products/search",
    {
      onRequest,
      schema: {
        tags: ["catalogue"],
        summary: "Recherche par préfixe, insensible à la casse, aux accents et aux fautes de frappe (français et arabe)",
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, ...errorResponses },
      },
    },
    (request, reply) => {
      const { query, pageOffset, pageSize } = request.query;
      return reply.sendCached(() => app.catalog.search(query, pageOffset, pageSize));
    },
  );

  app.get(
    "/api/products/popular-searches",
    {
      onRequest,
      schema: {
        tags: ["catalogue"],
        summary: "Recherches populaires (types d’article les plus présents en stock) et catégories de premier niveau",
        response: { 200: PopularSearchesSchema },
      },
    },
    (_request, reply) => reply.sendCached(() => app.catalog.popularSearches()),
  );

  app.get(
    "/api/products/related/:id",
    {
      onRequest,
      schema: {
        tags: ["catalogue"],
        summary: "Produits en stock de la même catégorie et du même public, le produit lui-même exclu",
        params: IdParamsSchema,
        response: { 200: RelatedProductsSchema, ...errorResponses },
      },
    },
    (request, reply) => reply.sendCached(() => app.catalog.related(request.params.id)),
  );

  app.get(
    "/api/products/stock/:id",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Stock de chaque taille d’un produit, par EAN (jamais mis en cache)",
        params: IdParamsSchema,
        response: { 200: StockResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const json = await app.catalog.stock(request.params.id);
      // Sent as PostgreSQL wrote it: a string body skips the response's serialisation.
      const untyped = reply as FastifyReply;
      return untyped.header("cache-control", "no-store").type("application/json; charset=utf-8").send(json);
    },
  );

  app.get(
    "/api/products/variations/color-size",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Variations liées (« Ensemble ») d’une couleur et d’une taille",
        querystring: ColorSizeQuerySchema,
        response: { 200: LinkedVariationsSchema, ...errorResponses },
      },
    },
    (request) => app.catalog.linkedVariations(request.query.colorNo, request.query.size),
  );
};
