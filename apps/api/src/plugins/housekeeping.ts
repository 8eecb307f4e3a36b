import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { deleteExpiredLimits } from "../modules/limits/limits.js";
import { schedulePeriodic, type PeriodicJob } from "../lib/periodic-job.js";
import { applyPromoSchedule } from "../modules/catalogue-admin/promo-schedule.js";
import { cancelExpiredUnpaidOrders, expiredUnpaidOrderCount } from "../modules/orders/expire-unpaid.js";
import { raiseOrderNumbersTo } from "../modules/orders/order-number.js";
import { deleteOldVitals } from "../modules/vitals/vitals.js";

/**
 * The API's start-up and periodic jobs: at start, order numbers move up to ORDER_NUMBER_START; then card orders
 * left unpaid are cancelled (their units go back to stock), promo prices are put in force or taken off as their
 * dates come, the limits' expired counters and the web vitals past 35 days are deleted. Their work lives in the database, so they survive
 * restarts and run safely in every API process at once.
 */
async function housekeepingPlugin(app: FastifyInstance) {
  const { config } = app;
  const jobs: PeriodicJob[] = [];
  app.metrics.queue("expiries", () => expiredUnpaidOrderCount(app.db, config.UNPAID_ORDER_MINUTES));
  app.addHook("onReady", async () => {
    // Before any order is taken: the first number given is at least ORDER_NUMBER_START.
    await raiseOrderNumbersTo(app.db, config.ORDER_NUMBER_START);
    jobs.push(
      schedulePeriodic(
        async () => {
          const cancelled = await cancelExpiredUnpaidOrders(app.db, config.UNPAID_ORDER_MINUTES);
          if (cancelled.length > 0)
            app.log.info({ orders: cancelled }, "unpaid card orders cancelled, stock returned");
        },
        {
          everyMs: config.UNPAID_ORDER_CHECK_SECONDS * 1000,
          firstAfterMs: Math.min(config.UNPAID_ORDER_CHECK_SECONDS * 1000, 5_000),
          onError: (error) => app.log.error({ err: error }, "unpaid order job failed"),
        },
      ),
      schedulePeriodic(() => deleteExpiredLimits(app.db), {
        everyMs: 3_600_000,
        onError: (error) => app.log.error({ err: error }, "limit counter clean-up failed"),
      }),
      // Real visits' web vitals are kept 35 days (the dashboard shows 28).
      schedulePeriodic(() => deleteOldVitals(app.db), {
        everyMs: 3_600_000,
        firstAfterMs: 60_000,
        onError: (error) => app.log.error({ err: error }, "web vitals clean-up failed"),
      }),
      // Promo prices come into force and end at the minute the merchant set (Algiers time).
      schedulePeriodic(
        async () => {
          const products = await applyPromoSchedule(app.db);
          if (products.length > 0) app.log.info({ products }, "scheduled promo prices applied");
        },
        {
          everyMs: 60_000,
          firstAfterMs: 5_000,
          onError: (error) => app.log.error({ err: error }, "promo schedule job failed"),
        },
      ),
    );
  });
  app.addHook("onClose", async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
}

export const housekeeping = fp(housekeepingPlugin, { name: "housekeeping", dependencies: ["metrics"] });
