import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listOffers } from "../modules/shop/offers.js";

const GiftVariation = z.object({
  product_id: z.number(),
  color_no: z.string(),
  color_name: z.string(),
  ean: z.string(),
  print_size_fr: z.string(),
  style: z.string(),
  price: z.number(),
  promo_price: z.number().nullable(),
  colorImage: z.object({ fv_url: z.string().nullable() }),
  product: z.object({ title_fr: z.string() }),
});

export const Offer = z.object({
  id: z.number(),
  title: z.string(),
  minOrderAmount: z.number().describe("Seuil du sous-total en dinars"),
  discountType: z.enum(["percentage", "fixed"]),
  amount: z.number(),
  giftSkuId: z.number(),
  giftInStock: z.boolean(),
  giftVariation: GiftVariation,
});

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/offers",
    {
      schema: {
        tags: ["boutique"],
        summary: "Offres actives par seuil croissant, avec leur cadeau",
        response: { 200: z.object({ offers: z.array(Offer) }) },
      },
    },
    async () => ({ offers: await listOffers(app.db) }),
  );
};
