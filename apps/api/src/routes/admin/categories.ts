import {
  AdminCategoryTreeSchema,
  CategoryDeletedSchema,
  CategoryIdParamsSchema,
  CategoryProductsOrderSchema,
  CategoryProductsQuerySchema,
  CategoryProductsSchema,
  CategorySavedSchema,
  CreateCategorySchema,
  DeleteCategorySchema,
  MoveCategorySchema,
  UpdateCategorySchema,
} from "@shop/domain/contract/admin-categories";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listAdminCategories } from "../../modules/categories-admin/category-list.js";
import {
  createCategory,
  deleteCategory,
  moveCategory,
  updateCategory,
} from "../../modules/categories-admin/category-edits.js";
import { getCategoryProducts, setCategoryProductsOrder } from "../../modules/categories-admin/hand-order.js";

const tags = ["gestion"];
/** Every member of staff reads the tree; owners and the catalogue role change it. */
const read = { staffAccess: "staff" } as const;
const write = { staffAccess: "catalogue" } as const;
const refusals = { 401: ApiErrorBodySchema, 403: ApiErrorBodySchema };
const withErrors = { ...errorResponses, ...refusals, 409: ApiErrorBodySchema };

export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/categories",
    {
      config: read,
      schema: {
        tags,
        summary: "L’arbre des catégories, avec les produits de chacune",
        response: { 200: AdminCategoryTreeSchema, ...refusals },
      },
    },
    async () => listAdminCategories(app.db),
  );

  app.post(
    "/api/admin/categories",
    {
      config: write,
      schema: {
        tags,
        summary: "Créer une catégorie (sous une autre, trois niveaux au plus)",
        body: CreateCategorySchema,
        response: { 201: CategorySavedSchema, ...withErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createCategory(app.db, request.body)),
  );

  app.put(
    "/api/admin/categories/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Renommer une catégorie, changer son adresse (l’ancienne redirige en 301) ou ses options",
        params: CategoryIdParamsSchema,
        body: UpdateCategorySchema,
        response: { 200: CategorySavedSchema, ...withErrors },
      },
    },
    async (request) => updateCategory(app.db, request.params.id, request.body),
  );

  app.post(
    "/api/admin/categories/:id/move",
    {
      config: write,
      schema: {
        tags,
        summary: "Déplacer une catégorie sous une autre, ou parmi ses voisines",
        params: CategoryIdParamsSchema,
        body: MoveCategorySchema,
        response: { 200: CategorySavedSchema, ...withErrors },
      },
    },
    async (request) => moveCategory(app.db, request.params.id, request.body),
  );

  app.delete(
    "/api/admin/categories/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Supprimer une catégorie sans sous-catégories (ses produits vont dans `moveProductsTo`)",
        params: CategoryIdParamsSchema,
        body: DeleteCategorySchema,
        response: { 200: CategoryDeletedSchema, ...withErrors },
      },
    },
    async (request) => deleteCategory(app.db, request.params.id, request.body),
  );

  app.get(
    "/api/admin/categories/:id/products",
    {
      config: read,
      schema: {
        tags,
        summary: "Les produits d’une catégorie : ceux placés à la main, puis les autres",
        params: CategoryIdParamsSchema,
        querystring: CategoryProductsQuerySchema,
        response: { 200: CategoryProductsSchema, ...errorResponses, ...refusals },
      },
    },
    async (request) => getCategoryProducts(app.db, request.params.id, request.query.q),
  );

  app.put(
    "/api/admin/categories/:id/products/order",
    {
      config: write,
      schema: {
        tags,
        summary: "Placer des produits en tête de la catégorie, dans cet ordre",
        params: CategoryIdParamsSchema,
        body: CategoryProductsOrderSchema,
        response: { 200: CategoryProductsSchema, ...withErrors },
      },
    },
    async (request) => setCategoryProductsOrder(app.db, request.params.id, request.body.productIds),
  );
};
