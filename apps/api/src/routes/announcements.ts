import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listAnnouncements } from "../modules/shop/announcements.js";

const AnnouncementItem = z.object({
  id: z.number(),
  type: z.string(),
  is_active: z.boolean(),
  content: z.object({ text: z.string(), bgColor: z.string(), textColor: z.string() }),
});

export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/announcements",
    {
      schema: {
        tags: ["boutique"],
        summary: "Annonces (la barre du haut affiche les éléments actifs de type topbar)",
        response: { 200: z.object({ items: z.array(AnnouncementItem) }) },
      },
    },
    async () => ({ items: await listAnnouncements(app.db) }),
  );
};
