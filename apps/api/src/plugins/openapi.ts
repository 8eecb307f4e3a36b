import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { Config } from "../config.js";

/** A live shop does not publish a map of its API unless asked to (API_DOCS=true); development and tests do. */
export const servesApiDocs = (config: Pick<Config, "API_DOCS" | "NODE_ENV">) =>
  config.API_DOCS === undefined ? config.NODE_ENV !== "production" : config.API_DOCS === "true";

/**
 * The OpenAPI document at /api/openapi.json, built from the routes' zod schemas, and a docs page at /api/docs;
 * neither exists (404) when the configuration turns them off.
 */
export async function registerOpenApi(app: FastifyInstance, brand: string): Promise<void> {
  if (!servesApiDocs(app.config)) return;
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${brand} — API de la boutique`,
        description:
          "API REST de la boutique : catalogue, géographie et frais de livraison, panier, favoris, comptes, commandes et paiements. " +
          "Toutes les erreurs ont la forme `{ \"error\": { \"code\", \"message\", \"fields\"?, \"redirect\"? } }` (`redirect` : où mène désormais une ressource retirée, la catégorie d’un produit archivé), messages en français, en arabe quand l’en-tête Accept-Language préfère `ar`.",
        version: "1.0.0",
      },
      tags: [
        { name: "catalogue", description: "Catégories, produits, recherche, stock" },
        { name: "géographie", description: "Wilayas, communes, frais de livraison" },
        { name: "boutique", description: "Offres et annonces" },
        { name: "comptes", description: "Inscription, connexion, profil, mot de passe" },
        { name: "adresses", description: "Adresses enregistrées du client connecté" },
        { name: "panier", description: "Panier de la session ou du compte" },
        { name: "favoris", description: "Favoris (invités compris)" },
        { name: "commandes", description: "Création et consultation des commandes" },
        { name: "paiements", description: "Chargily Pay V2, passerelle de test, paiement à la livraison" },
        { name: "système", description: "Santé du service" },
      ],
    },
    transform: jsonSchemaTransform,
    // Puts the schemas registered with an id (the recursive category tree) under components.schemas.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { docExpansion: "list" },
    // The page's own policy (its inline scripts by hash) over the API's, never framed; no forced https, as
    // the API may be read over plain http on a developer's machine.
    staticCSP: true,
    transformStaticCSP: (policy) =>
      policy.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(/\s*upgrade-insecure-requests;?/, ""),
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
