import { CATALOGUE_LIMITS as L } from "@shop/domain/catalogue";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { backgroundJob } from "../lib/background-job.js";
import { schedulePeriodic, type PeriodicJob } from "../lib/periodic-job.js";
import { deleteStalePreviews, runWaitingImports, type ImportJobContext } from "../modules/catalogue-files/import-job.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Asks this process to look for confirmed catalogue imports now (it also looks every few seconds). */
    runImports(): void;
  }
}

/** How often each API process looks for a confirmed import nobody holds (a new one, or one whose process died). */
const LOOK_EVERY_MS = 3_000;
const PICTURE_FETCH_TIMEOUT_MS = 20_000;

/**
 * Catalogue imports run in whichever API process takes them first (`claimImport`): this one as soon as an import is
 * confirmed here, any of them within seconds otherwise, and after a restart the import a dead process held.
 */
async function importWorkerPlugin(app: FastifyInstance) {
  const context = (): ImportJobContext => ({
    db: app.db,
    storage: app.media,
    fetchOptions: { maxBytes: L.pictureBytes, timeoutMs: PICTURE_FETCH_TIMEOUT_MS, allowHosts: app.config.IMPORT_FETCH_ALLOW_HOSTS },
  });
  const failed = (error: unknown) => app.log.error({ err: error }, "catalogue import job failed");
  const job = backgroundJob(async () => {
    const ran = await runWaitingImports(context());
    if (ran > 0) app.log.info({ imports: ran }, "catalogue imports applied");
  }, failed);
  app.decorate("runImports", () => job.ask(undefined));
  const periodic: PeriodicJob[] = [];
  app.addHook("onReady", async () => {
    periodic.push(
      schedulePeriodic(async () => job.ask(undefined), { everyMs: LOOK_EVERY_MS, firstAfterMs: 1_000, onError: failed }),
      schedulePeriodic(() => deleteStalePreviews(app.db), { everyMs: 3_600_000, onError: failed }),
    );
  });
  app.addHook("onClose", async () => {
    await Promise.all(periodic.map((run) => run.stop()));
    await job.settled();
  });
}

export const importWorker = fp(importWorkerPlugin, { name: "import-worker" });
