import { FACET_LABELS, SORT_OPTIONS } from "@shop/domain/facets";
import { noControlCharacters, textSchema } from "@shop/domain/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  FilterResponse,
  LinkedVariation,
  PopularSearches,
  ProductDetail,
  RelatedProducts,
  SearchResponse,
} from "./catalog-schemas.js";
import { answerFromCache, errorResponses, idParam, pageOffsetParam, sendSerialized } from "./common.js";

const facetValues = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(",")).map((v) => v.trim()))
  .pipe(z.array(textSchema().min(1).max(100, { error: "Valeur de filtre trop longue" })).max(30));

const price = z.coerce.number({ error: "Prix invalide" }).int({ error: "Prix invalide" }).min(0).max(100_000_000);

const facetKeys = Object.keys(FACET_LABELS).filter((key) => key !== "price");

const searchText = z.string().trim().check(noControlCharacters()).max(100, { error: "Recherche trop longue" });

const FilterQuery = z.strictObject(
  {
    category: z.string().regex(/^[a-z0-9-]{1,120}$/, { error: "Catégorie invalide" }).optional(),
    query: searchText.optional(),
    sort: z.enum(Object.keys(SORT_OPTIONS) as [keyof typeof SORT_OPTIONS], { error: "Tri invalide" }).default("relevance"),
    pageOffset: pageOffsetParam,
    pageSize: z.coerce.number().int().min(1).max(60).optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    ...Object.fromEntries(facetKeys.map((key) => [key, facetValues.optional()])),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Paramètre de filtre inconnu" : undefined) },
);

const SearchQuery = z.strictObject({
  query: searchText.default(""),
  pageOffset: pageOffsetParam,
  pageSize: z.coerce.number().int().min(1).max(60).optional(),
});

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = answerFromCache(app);
  app.get(
    "/api/products/find/id/:id",
    {
      onRequest,
      schema: {
        tags: ["catalogue"],
        summary: "Un produit avec ses couleurs, tailles et prix",
        params: z.object({ id: idParam }),
        response: { 200: ProductDetail, ...errorResponses },
      },
    },
    async (request, reply) => sendSerialized(reply, await app.catalog.productJson(request.url, request.params.id)),
  );

  app.get(
    "/api/products/filter",
    {
      onRequest,
      schema: {
        tags: ["catalogue"],
        summary: "Produits d’une catégorie ou d’une recherche (query), filtrés par facettes et prix, triés et paginés",
        querystring: FilterQuery,
        response: { 200: FilterResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { category, query: text, sort, pageOffset, pageSize, minPrice, maxPrice, ...rest } = request.query;
      const facets = Object.fromEntries(
        Object.entries(rest as Record<string, string[] | undefined>)
          .filter((entry): entry is [string, string[]] => entry[1] !== undefined)
          .sort(([a], [b]) => a.localeCompare(b)),
      );
      const query = { category, query: text, sort, pageOffset, pageSize, minPrice, maxPrice, facets };
      return sendSerialized(reply, await app.catalog.filterJson(request.url, query));
    },
  );

  app.get(
    "/api/products/search",
    {
      onRequest,
      schema: {
        tags: ["catalogue"],
        summary: "Recherche par préfixe, insensible à la casse, aux accents et aux fautes de frappe (français et arabe)",
        querystring: SearchQuery,
        response: { 200: SearchResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { query, pageOffset, pageSize } = request.query;
      return sendSerialized(reply, await app.catalog.searchJson(request.url, query, pageOffset, pageSize));
    },
  );

  app.get(
    "/api/products/popular-searches",
    {
      onRequest,
      schema: {
        tags: ["catalogue"],
        summary: "Recherches populaires (types d’article les plus présents en stock) et catégories de premier niveau",
        response: { 200: PopularSearches },
      },
    },
    async (request, reply) => sendSerialized(reply, await app.catalog.popularSearchesJson(request.url)),
  );

  app.get(
    "/api/products/related/:id",
    {
      onRequest,
      schema: {
        tags: ["catalogue"],
        summary: "Produits en stock de la même catégorie et du même public, le produit lui-même exclu",
        params: z.object({ id: idParam }),
        response: { 200: RelatedProducts, ...errorResponses },
      },
    },
    async (request, reply) => sendSerialized(reply, await app.catalog.relatedJson(request.url, request.params.id)),
  );

  app.get(
    "/api/products/stock/:id",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Stock de chaque taille d’un produit, par EAN (jamais mis en cache)",
        params: z.object({ id: idParam }),
        response: { 200: z.object({ stock: z.record(z.string(), z.number()) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      return { stock: await app.catalog.stock(request.params.id) };
    },
  );

  app.get(
    "/api/products/variations/color-size",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Variations liées (« Ensemble ») d’une couleur et d’une taille",
        querystring: z.strictObject({
          colorNo: z.string().regex(/^\d{1,20}$/, { error: "Numéro de couleur invalide" }),
          size: z.string().trim().check(noControlCharacters()).min(1).max(30, { error: "Taille invalide" }),
        }),
        response: { 200: z.object({ linkedVariations: z.array(LinkedVariation) }), ...errorResponses },
      },
    },
    async (request) => ({
      linkedVariations: await app.catalog.linkedVariations(request.query.colorNo, request.query.size),
    }),
  );
};
