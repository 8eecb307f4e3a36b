import { IMPORT_MESSAGES as M } from "@shop/domain/contract/admin-catalogue-files";
import { sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.js";
import { loadCategories } from "../catalogue-admin/product-categories.js";
import { asConflict } from "../catalogue-admin/unique-violations.js";
import { preparePicture } from "../catalogue-pictures/picture-file.js";
import { mediaPath } from "../media/media-keys.js";
import type { MediaStorage } from "../media/media-storage.js";
import { say } from "./foreign/messages.js";
import { applyPlannedProduct, ChangedSincePreview, refreshImported } from "./import-apply.js";
import { insertNewProducts } from "./import-apply-new.js";
import type { ImportPlan } from "./import-plan-types.js";
import { fetchPictureUrl } from "./picture-url-fetch.js";

/** How long a running import is held by the process applying it without news from it; renewed as it goes. */
export const IMPORT_LEASE_SECONDS = 30;
/** New products written per batch (one statement per table each): 4 sizes each make 400 rows of sizes. */
const NEW_PRODUCTS_BATCH = 100;
/** Runs of one import before it is failed: a file that kills the process each time is not retried for ever. */
export const IMPORT_ATTEMPTS = 3;

export type ImportJobContext = {
  db: Db;
  storage: MediaStorage;
  fetchOptions: { maxBytes: number; timeoutMs: number; allowHosts: readonly string[] };
  leaseSeconds?: number;
};

type Claimed = { id: number; attempts: number; plan: ImportPlan; fileName: string; staffId: string | null; staffName: string };

/**
 * Takes one running import no process holds (never taken, or its lease ran out: the process applying it died), for
 * `leaseSeconds`. `for update skip locked`: two processes looking at once take two different imports, or one
 * takes it and the other nothing. An import taken too many times is failed instead.
 */
export async function claimImport(db: Db, leaseSeconds = IMPORT_LEASE_SECONDS): Promise<Claimed | undefined> {
  for (;;) {
    const result = await db.execute<Claimed>(sql`
      update catalogue_imports set lease_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1,
             started_at = coalesce(started_at, now()), processed = 0
       where id = (select id from catalogue_imports
                    where status = 'running' and (lease_until is null or lease_until < now())
                    order by id limit 1 for update skip locked)
      returning id, attempts, plan, file_name as "fileName", staff_id as "staffId", staff_name as "staffName"`);
    const claimed = result.rows[0];
    if (!claimed) return undefined;
    if (claimed.attempts <= IMPORT_ATTEMPTS) return claimed;
    await failImport(db, claimed.id, M.interrupted);
  }
}

async function failImport(db: Db, id: number, failure: string): Promise<void> {
  await db.execute(sql`
    update catalogue_imports set status = 'failed', failure = ${failure}, lease_until = null, finished_at = now(),
           plan = '{"products": []}'::jsonb
     where id = ${id} and status = 'running'`);
  await db.execute(sql`delete from catalogue_import_pictures where import_id = ${id}`);
}

class LeaseLost extends Error {
  constructor() {
    super("the import's lease was taken over by another process");
    this.name = "LeaseLost";
  }
}

/** Progress and lease, written on the pool's other connections (the import's own transaction shows nothing till it ends). */
async function report(db: Db, id: number, processed: number, leaseSeconds: number): Promise<void> {
  await db.execute(sql`
    update catalogue_imports set processed = ${processed}, lease_until = now() + make_interval(secs => ${leaseSeconds})
     where id = ${id} and status = 'running'`);
}

/** The pictures the plan brings in (from the ZIP or fetched from their addresses), stored before the transaction. */
async function bringPictures(context: ImportJobContext, claimed: Claimed, keys: string[]): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const product of claimed.plan.products)
    for (const colour of product.colours)
      for (const picture of colour.pictures ?? []) {
        if (picture.source === "kept" || urls.has(picture.name)) continue;
        let bytes: Buffer;
        if (picture.source === "zip") {
          const stored = await context.db.execute<{ bytes: Buffer }>(sql`
            select bytes from catalogue_import_pictures where import_id = ${claimed.id} and name = ${picture.file}`);
          bytes = stored.rows[0]!.bytes;
        } else {
          const fetched = await fetchPictureUrl(picture.name, context.fetchOptions);
          if (!fetched.ok) throw new Error(say(M.pictureFailed, { line: colour.line, value: picture.name, reason: fetched.message }));
          bytes = fetched.bytes;
        }
        let prepared;
        try {
          prepared = await preparePicture(bytes);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(say(M.pictureFailed, { line: colour.line, value: picture.name, reason }), { cause: error });
        }
        const key = `pictures/import-${claimed.id}-${randomBytes(8).toString("hex")}-${prepared.width}x${prepared.height}.webp`;
        await context.storage.put(key, prepared.bytes, "image/webp");
        keys.push(key);
        urls.set(picture.name, mediaPath(key));
        await report(context.db, claimed.id, 0, context.leaseSeconds ?? IMPORT_LEASE_SECONDS);
      }
  return urls;
}

/**
 * Applies a claimed import: its pictures brought in first, then every product of its plan in ONE transaction that
 * also marks it `done` — all rows or none. Progress goes out on other connections as products are written. A
 * refusal (a product saved since the preview, a picture that cannot be read) fails it with its reason, nothing
 * applied; pictures stored for it are deleted. A process killed midway leaves it `running`: its transaction never
 * committed, and once the lease runs out another run starts again from the start.
 */
export async function runImport(context: ImportJobContext, claimed: Claimed): Promise<void> {
  const { db } = context;
  const leaseSeconds = context.leaseSeconds ?? IMPORT_LEASE_SECONDS;
  const keys: string[] = [];
  let processed = 0;
  // The lease is renewed on a timer too, not only as products are written: the last steps (prices and search text of
  // every product, the commit) may outlast it, and another process would then take the import while this one runs.
  const heartbeat = setInterval(() => void report(db, claimed.id, processed, leaseSeconds).catch(() => undefined), (leaseSeconds * 1000) / 3);
  heartbeat.unref();
  try {
    const pictureUrls = await bringPictures(context, claimed, keys);
    const actor = { id: claimed.staffId ?? "00000000-0000-0000-0000-000000000000", name: claimed.staffName };
    await db.transaction(async (tx) => {
      const categories = await loadCategories(tx);
      const now = new Date();
      const ids: number[] = [];
      let reported = Date.now();
      const context = { actor, fileName: claimed.fileName, categories, pictureUrls, now };
      const progressed = async (rows: number) => {
        processed += rows;
        if (Date.now() - reported < 250) return;
        reported = Date.now();
        await report(db, claimed.id, processed, leaseSeconds);
      };
      // Products the shop has first, one by one (each locked and checked against the preview's revision), then the
      // new ones a batch at a time.
      for (const product of claimed.plan.products.filter((planned) => planned.productId !== null)) {
        ids.push(await applyPlannedProduct(tx, product, context));
        await progressed(product.rows);
      }
      const created = claimed.plan.products.filter((planned) => planned.productId === null);
      for (let start = 0; start < created.length; start += NEW_PRODUCTS_BATCH) {
        const batch = created.slice(start, start + NEW_PRODUCTS_BATCH);
        ids.push(...(await insertNewProducts(tx, batch, context)));
        await progressed(batch.reduce((sum, product) => sum + product.rows, 0));
      }
      await refreshImported(tx, ids);
      // Only the run that still holds the import commits it: one whose lease was taken over rolls back.
      const finished = await tx.execute(sql`
        update catalogue_imports set status = 'done', processed = total, lease_until = null, finished_at = now(),
               plan = '{"products": []}'::jsonb
         where id = ${claimed.id} and status = 'running' and attempts = ${claimed.attempts}`);
      if (finished.rowCount !== 1) throw new LeaseLost();
    });
    await db.execute(sql`delete from catalogue_import_pictures where import_id = ${claimed.id}`);
  } catch (error) {
    await Promise.all(keys.map((key) => context.storage.delete(key).catch(() => undefined)));
    // Another process runs it now: its outcome is that run's to write.
    if (error instanceof LeaseLost) return;
    // A unique value taken since the preview (by an edit, or by another import) is said as the editor says it.
    const mapped = asConflict(error);
    const reason =
      error instanceof ChangedSincePreview
        ? say(M.changedSincePreview, { handle: error.handle })
        : say(M.applyFailed, { reason: mapped instanceof Error ? mapped.message.replace(/\.$/, "") : String(mapped) });
    await failImport(db, claimed.id, reason);
  } finally {
    clearInterval(heartbeat);
  }
}

/** Takes and runs imports until none is waiting. */
export async function runWaitingImports(context: ImportJobContext): Promise<number> {
  let ran = 0;
  for (let claimed = await claimImport(context.db, context.leaseSeconds); claimed; claimed = await claimImport(context.db, context.leaseSeconds)) {
    await runImport(context, claimed);
    ran += 1;
  }
  return ran;
}

/** Days a preview nobody confirmed is kept (its plan and pictures can weigh megabytes). */
export const PREVIEW_KEPT_DAYS = 7;

/** Deletes the previews older than `PREVIEW_KEPT_DAYS` (their pictures with them); done and failed imports stay. */
export async function deleteStalePreviews(db: Db): Promise<number> {
  const result = await db.execute(sql`
    delete from catalogue_imports where status = 'preview' and created_at < now() - make_interval(days => ${PREVIEW_KEPT_DAYS})`);
  return result.rowCount ?? 0;
}
