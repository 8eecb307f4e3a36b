import { AnnouncementsSchema } from "@shop/domain/contract/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listAnnouncements } from "../modules/shop/announcements.js";

export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/announcements",
    {
      schema: {
        tags: ["boutique"],
        summary: "Annonces en cours : actives et dans leur période (la barre du haut affiche celles de type topbar)",
        response: { 200: AnnouncementsSchema },
      },
    },
    async () => ({ items: await listAnnouncements(app.db) }),
  );
};
