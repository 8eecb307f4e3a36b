import { IMPORT_MESSAGES as M } from "@shop/domain/contract/admin-catalogue-files";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimImport, deleteStalePreviews, runImport } from "../src/modules/catalogue-files/import-job.js";
import { createTestApp } from "./database.js";
import { csvText, IMPORTS, uploadCatalogue } from "./support/catalogue-file.js";
import { signedInStaff } from "./support/staff.js";

/**
 * The import job lives in PostgreSQL: one process takes it (`for update skip locked`), applies it in one
 * transaction, and a process killed midway leaves nothing applied; once its lease runs out, another process runs it
 * again from the start, or fails it after three attempts.
 */
const { app, db, config } = await createTestApp({ CATALOG_CACHE_SECONDS: 0, CATALOG_ANSWERS_SECONDS: 0 });
const manager = await signedInStaff(app, db, "catalogue", "Nadia Saidi");
const RUNNER = fileURLToPath(new URL("./support/import-runner.ts", import.meta.url));

const HEADER = ["handle", "status", "title_fr", "categories", "color_no", "color_fr", "color_hex", "size", "sku", "price", "stock", "facet:gender", "facet:ageGroup", "facet:articleType", "facet:division", "facet:activity"];

/** A file of `products` new products of four sizes each, none of which the shop has. */
async function bigFile(word: string, products: number): Promise<string> {
  const slug = (await db.execute<{ slug: string }>(sql`select slug from categories where depth = 3 order by id limit 1`)).rows[0]!.slug;
  const rows: string[][] = [HEADER];
  for (let p = 0; p < products; p += 1)
    for (const size of ["S", "M", "L", "XL"])
      rows.push([`${word}-${p}`, "draft", `Maillot ${word} ${p}`, slug, `7${String(Date.now()).slice(-8)}${String(p).padStart(5, "0")}`, "Noir", "#111111", size, "", "2500", "3", "Homme", "Adulte", "Maillot", "Vêtements", "Football"]);
  return csvText(rows);
}

/** A confirmed import no process has taken yet (the API's own worker is kept off it by a lease far ahead). */
async function confirmedImport(word: string, products: number): Promise<number> {
  const preview = await uploadCatalogue(app, manager, "gros.csv", await bigFile(word, products));
  expect(preview.body).toMatchObject({ create: products * 4, errors: [] });
  await db.execute(sql`update catalogue_imports set status = 'running', lease_until = now() + interval '1 hour' where id = ${preview.body.id}`);
  return preview.body.id;
}

const applied = async (word: string) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from products where handle like ${`${word}-%`}`)).rows[0]!.n;
const importRow = async (id: number) =>
  (await db.execute<{ status: string; processed: number; attempts: number; failure: string | null }>(sql`
    select status, processed, attempts, failure from catalogue_imports where id = ${id}`)).rows[0]!;
const expireLease = (id: number) => db.execute(sql`update catalogue_imports set lease_until = now() - interval '1 second' where id = ${id}`);

describe("an import killed midway", () => {
  it("leaves nothing applied, and runs again from the start once its lease runs out", async () => {
    const word = `coupure${Date.now().toString(36)}`;
    const id = await confirmedImport(word, 1_500);
    await expireLease(id);
    const child = spawn(process.execPath, ["--import", "tsx", RUNNER, config.DATABASE_URL!, "30"], { stdio: ["ignore", "pipe", "inherit"] });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    // Killed once it has written some products in its transaction and said so on another connection.
    for (let waited = 0; (await importRow(id)).processed === 0; waited += 1) {
      if (waited > 600) throw new Error("the import never moved");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill("SIGKILL");
    await exited;
    const midway = await importRow(id);
    expect(midway.status).toBe("running");
    expect(midway.processed).toBeGreaterThan(0);
    expect(midway.processed).toBeLessThan(6_000);
    expect(await applied(word)).toBe(0);

    // Held by its lease, nobody takes it; once the lease is out, the next process runs it whole.
    expect(await claimImport(db)).toBeUndefined();
    await expireLease(id);
    const again = await claimImport(db);
    expect(again).toMatchObject({ id, attempts: 2 });
    await runImport({ db, storage: app.media, fetchOptions: { maxBytes: 1, timeoutMs: 1, allowHosts: [] } }, again!);
    expect(await importRow(id)).toMatchObject({ status: "done", processed: 6_000 });
    expect(await applied(word)).toBe(1_500);
    expect((await manager.get(`${IMPORTS}/${id}`)).body).toMatchObject({ status: "done", processed: 6_000, total: 6_000 });
  }, 120_000);

  it("is failed, nothing applied, after three interrupted runs", async () => {
    const word = `trois${Date.now().toString(36)}`;
    const id = await confirmedImport(word, 2);
    await db.execute(sql`update catalogue_imports set attempts = 3, lease_until = now() - interval '1 second' where id = ${id}`);
    expect(await claimImport(db)).toBeUndefined();
    expect(await importRow(id)).toMatchObject({ status: "failed", failure: M.interrupted });
    expect(await applied(word)).toBe(0);
  });
});

describe("a run whose lease was taken over", () => {
  it("rolls back, and the run that took it over applies the import once", async () => {
    const word = `relais${Date.now().toString(36)}`;
    const id = await confirmedImport(word, 3);
    await expireLease(id);
    const first = (await claimImport(db))!;
    // The first run went quiet past its lease: a second process takes the import over.
    await expireLease(id);
    const second = (await claimImport(db))!;
    expect(second).toMatchObject({ id, attempts: 2 });
    const context = { db, storage: app.media, fetchOptions: { maxBytes: 1, timeoutMs: 1, allowHosts: [] } };
    await runImport(context, first);
    expect(await applied(word)).toBe(0);
    expect((await importRow(id)).status).toBe("running");
    await runImport(context, second);
    expect(await importRow(id)).toMatchObject({ status: "done", processed: 12 });
    expect(await applied(word)).toBe(3);
  });
});

describe("two processes looking at once", () => {
  it("take a waiting import once", async () => {
    const word = `double${Date.now().toString(36)}`;
    const id = await confirmedImport(word, 2);
    await expireLease(id);
    const claims = await Promise.all([claimImport(db), claimImport(db), claimImport(db)]);
    expect(claims.filter((claim) => claim?.id === id)).toHaveLength(1);
    expect((await importRow(id)).attempts).toBe(1);
  });
});

describe("previews nobody confirmed", () => {
  it("are deleted after a week; imports that ran are kept, without their plan", async () => {
    const word = `ancien${Date.now().toString(36)}`;
    const stale = (await uploadCatalogue(app, manager, "ancien.csv", await bigFile(word, 1))).body.id;
    const recent = (await uploadCatalogue(app, manager, "recent.csv", await bigFile(`${word}r`, 1))).body.id;
    await db.execute(sql`update catalogue_imports set created_at = now() - interval '8 days' where id = ${stale}`);
    expect(await deleteStalePreviews(db)).toBe(1);
    const left = await db.execute<{ id: number }>(sql`select id from catalogue_imports where id = any(${sql.param([stale, recent])}::int[])`);
    expect(left.rows.map((row) => row.id)).toEqual([recent]);
    const plans = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from catalogue_imports where status in ('done', 'failed') and jsonb_array_length(plan->'products') > 0`);
    expect(plans.rows[0]!.n).toBe(0);
  });
});
