import {
  AdminAnnouncementsSchema,
  AnnouncementActiveSchema,
  AnnouncementIdParamsSchema,
  AnnouncementInputSchema,
  AnnouncementOrderSchema,
  AnnouncementSavedSchema,
} from "@shop/domain/contract/admin-announcements";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createAnnouncement,
  deleteAnnouncement,
  listAdminAnnouncements,
  orderAnnouncements,
  setAnnouncementActive,
  updateAnnouncement,
} from "../../modules/shop/announcement-edits.js";

const tags = ["gestion"];
/** Every member of staff reads the top bar's items; owners and the catalogue role change them. */
const read = { staffAccess: "staff" } as const;
const write = { staffAccess: "catalogue" } as const;
const refusals = { 401: ApiErrorBodySchema, 403: ApiErrorBodySchema };
const withErrors = { ...errorResponses, ...refusals, 409: ApiErrorBodySchema };

export const adminAnnouncementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/announcements",
    {
      config: read,
      schema: {
        tags,
        summary: "Les annonces de la barre du haut, dans leur ordre, avec leur état",
        response: { 200: AdminAnnouncementsSchema, ...refusals },
      },
    },
    async () => listAdminAnnouncements(app.db),
  );

  app.post(
    "/api/admin/announcements",
    {
      config: write,
      schema: {
        tags,
        summary: "Créer une annonce (en dernier ; contraste 4,5:1 au moins)",
        body: AnnouncementInputSchema,
        response: { 201: AnnouncementSavedSchema, ...withErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createAnnouncement(app.db, request.body)),
  );

  app.put(
    "/api/admin/announcements/order",
    {
      config: write,
      schema: {
        tags,
        summary: "Ordonner les annonces : chaque identifiant, de la première à la dernière",
        body: AnnouncementOrderSchema,
        response: { 200: AdminAnnouncementsSchema, ...withErrors },
      },
    },
    async (request) => orderAnnouncements(app.db, request.body.ids),
  );

  app.put(
    "/api/admin/announcements/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Modifier une annonce : textes, couleurs, période, activation",
        params: AnnouncementIdParamsSchema,
        body: AnnouncementInputSchema,
        response: { 200: AnnouncementSavedSchema, ...withErrors },
      },
    },
    async (request) => updateAnnouncement(app.db, request.params.id, request.body),
  );

  app.put(
    "/api/admin/announcements/:id/active",
    {
      config: write,
      schema: {
        tags,
        summary: "Activer ou désactiver une annonce",
        params: AnnouncementIdParamsSchema,
        body: AnnouncementActiveSchema,
        response: { 200: AnnouncementSavedSchema, ...withErrors },
      },
    },
    async (request) => setAnnouncementActive(app.db, request.params.id, request.body.isActive),
  );

  app.delete(
    "/api/admin/announcements/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Supprimer une annonce",
        params: AnnouncementIdParamsSchema,
        response: { 200: AnnouncementSavedSchema, ...withErrors },
      },
    },
    async (request) => deleteAnnouncement(app.db, request.params.id),
  );
};
