import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { validatorCompiler } from "fastify-type-provider-zod";
import { resolve } from "node:path";
import { z } from "zod";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { setPasswordCost } from "./lib/password.js";
import { registerErrorHandling } from "./plugins/error-handler.js";
import { registerOpenApi } from "./plugins/openapi.js";
import { registerSecurityHeaders } from "./plugins/security-headers.js";
import { importWorker } from "./plugins/import-worker.js";
import { catalogHttpPlugin } from "./plugins/catalog-http.js";
import { clientAddress } from "./plugins/client-address.js";
import { backups } from "./plugins/backups.js";
import { housekeeping } from "./plugins/housekeeping.js";
import { metrics } from "./plugins/metrics.js";
import { mailSender } from "./plugins/mail-sender.js";
import { sessions } from "./plugins/session.js";
import { staffAuth } from "./plugins/staff-auth.js";
import { repoRoot } from "./lib/paths.js";
import { createCatalog, type Catalog, type CatalogCache } from "./modules/catalog/catalog.js";
import { announcementRoutes } from "./routes/announcements.js";
import { categoryRoutes } from "./routes/categories.js";
import { healthRoutes } from "./routes/health.js";
import { offerRoutes } from "./routes/offers.js";
import { paymentRoutes } from "./routes/payments.js";
import { userRoutes } from "./routes/users.js";
import { passwordResetRoutes } from "./routes/password-reset.js";
import { adminPasswordResetRoutes } from "./routes/admin/password-reset.js";
import { adminMailRoutes } from "./routes/admin/mail.js";
import { addressRoutes } from "./routes/addresses.js";
import { orderRoutes } from "./routes/orders.js";
import { cartRoutes } from "./routes/cart.js";
import { wishlistRoutes } from "./routes/wishlist.js";
import { productRoutes } from "./routes/products.js";
import { catalogVersionRoutes } from "./routes/catalog-version.js";
import { stateRoutes } from "./routes/states.js";
import { adminAuthRoutes } from "./routes/admin/auth.js";
import { adminStaffRoutes } from "./routes/admin/staff.js";
import { adminOrderRoutes } from "./routes/admin/orders.js";
import { adminCustomerRoutes } from "./routes/admin/customers.js";
import { adminStockRoutes } from "./routes/admin/stock.js";
import { adminMessageRoutes } from "./routes/admin/messages.js";
import { adminCourierRoutes } from "./routes/admin/courier.js";
import { adminDashboardRoutes } from "./routes/admin/dashboard.js";
import { adminProductRoutes } from "./routes/admin/products.js";
import { adminProductPreviewRoutes } from "./routes/admin/product-preview.js";
import { adminCategoryRoutes } from "./routes/admin/categories.js";
import { adminAnnouncementRoutes } from "./routes/admin/announcements.js";
import { adminOfferRoutes } from "./routes/admin/offers.js";
import { adminShopRoutes } from "./routes/admin/shop.js";
import { shopRoutes } from "./routes/shop.js";
import { contactRoutes } from "./routes/contact.js";
import { vitalsRoutes } from "./routes/vitals.js";
import { adminCataloguePictureRoutes } from "./routes/admin/catalogue-pictures.js";
import { adminBulkPriceRoutes } from "./routes/admin/catalogue-bulk-prices.js";
import { adminCatalogueFileRoutes } from "./routes/admin/catalogue-files.js";
import { mediaRoutes } from "./routes/media.js";
import { adminDeliveryRoutes } from "./routes/admin/delivery.js";
import { adminBackupRoutes } from "./routes/admin/backups.js";
import { createMediaStorage } from "./modules/media/media-storage.js";

z.config(z.locales.fr());

export type AppOptions = {
  config: Config;
  database: Database;
  /** Catalogue caches left out, for `bench:api` to measure what each pays; none in the API's server. */
  catalogCachesOff?: ReadonlySet<CatalogCache>;
};

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Database["db"];
    catalog: Catalog;
  }
}

/** The whole API as a Fastify plugin; `server.ts` owns the process, tests build it with `app.inject()`. */
async function shopApi(fastify: FastifyInstance, { config, database, catalogCachesOff }: AppOptions): Promise<void> {
  fastify.decorate("config", config);
  setPasswordCost(config.PASSWORD_SCRYPT_LOG_N);
  fastify.decorate("db", database.db);
  fastify.decorate("media", createMediaStorage(config));
  const warn = (error: unknown, message: string) => fastify.log.warn({ err: error }, message);
  fastify.decorate("catalog", createCatalog(database.db, config.CATALOG_CACHE_SECONDS, warn, database.pool, catalogCachesOff));
  fastify.addHook("onClose", async () => fastify.catalog.close());
  fastify.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; replies are written with plain JSON.stringify for speed.
  fastify.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(fastify);
  await registerSecurityHeaders(fastify, config.PUBLIC_URL);
  await registerOpenApi(fastify, config.BRAND_NAME);
  // First, so its hook times every route below.
  await fastify.register(metrics, { pool: database.pool });
  await fastify.register(clientAddress);
  await fastify.register(cookie);
  await fastify.register(sessions);
  await fastify.register(staffAuth);
  await fastify.register(fastifyStatic, {
    root: resolve(repoRoot, config.MEDIA_DIR),
    prefix: "/media/",
    immutable: true,
    maxAge: "365d",
    decorateReply: false,
  });
  await fastify.register(mediaRoutes);
  fastify.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    done(null, payload);
  });
  await fastify.register(housekeeping);
  await fastify.register(importWorker);
  await fastify.register(mailSender);
  await fastify.register(catalogHttpPlugin, {
    cacheSeconds: config.CATALOG_ANSWERS_SECONDS ?? config.CATALOG_CACHE_SECONDS,
  });
  await fastify.register(healthRoutes);
  await fastify.register(categoryRoutes);
  await fastify.register(productRoutes);
  await fastify.register(catalogVersionRoutes);
  await fastify.register(stateRoutes);
  await fastify.register(offerRoutes);
  await fastify.register(announcementRoutes);
  await fastify.register(userRoutes);
  await fastify.register(passwordResetRoutes);
  await fastify.register(cartRoutes);
  await fastify.register(wishlistRoutes);
  await fastify.register(addressRoutes);
  await fastify.register(orderRoutes);
  await fastify.register(paymentRoutes);
  await fastify.register(adminAuthRoutes);
  await fastify.register(adminPasswordResetRoutes);
  await fastify.register(adminMailRoutes);
  await fastify.register(adminStaffRoutes);
  await fastify.register(adminOrderRoutes);
  await fastify.register(adminCustomerRoutes);
  await fastify.register(adminStockRoutes);
  await fastify.register(adminMessageRoutes);
  await fastify.register(adminCourierRoutes);
  await fastify.register(adminDashboardRoutes);
  await fastify.register(adminProductRoutes);
  await fastify.register(adminProductPreviewRoutes);
  await fastify.register(adminCategoryRoutes);
  await fastify.register(adminAnnouncementRoutes);
  await fastify.register(adminOfferRoutes);
  await fastify.register(adminShopRoutes);
  await fastify.register(shopRoutes);
  await fastify.register(contactRoutes);
  await fastify.register(vitalsRoutes);
  await fastify.register(adminCataloguePictureRoutes);
  await fastify.register(adminBulkPriceRoutes);
  await fastify.register(backups, { database });
  await fastify.register(adminBackupRoutes);
  await fastify.register(adminDeliveryRoutes);
  await fastify.register(adminCatalogueFileRoutes);
}

/** Registered without encapsulation so its error handling also covers unknown routes. */
export const app = fp(shopApi, { name: "shop-api", fastify: "5.x" });
