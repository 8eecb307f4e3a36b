import { IMPORT_MESSAGES as M, type ImportPreview, type ImportStatus } from "@shop/domain/contract/admin-catalogue-files";
import { sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client.js";
import { catalogueImportPictures, catalogueImports } from "../../db/schema.js";
import { AppError, notFound } from "../../lib/errors.js";
import type { Actor } from "../catalogue-admin/product-revision.js";
import { translateCatalogueFile } from "./foreign/index.js";
import { readUploadedCatalogue, refusedFile } from "./file-reading.js";
import { sourceColumn } from "./foreign-columns.js";
import { planImport } from "./import-plan.js";

/**
 * Reads an uploaded catalogue file and stores its preview: the file read (CSV or ZIP), its format found and, for
 * another shop's export, translated; every row checked and matched (`planImport`). The catalogue is not touched;
 * the ZIP's pictures the CSV names are kept with the import until it is applied.
 */
export async function previewImport(db: Db, upload: { fileName: string; bytes: Buffer }, actor: Actor): Promise<ImportPreview> {
  const file = await readUploadedCatalogue(upload.fileName, upload.bytes);
  const categories = await db.execute<{ slug: string; name: string }>(sql`select slug, title as name from categories`);
  const translation = translateCatalogueFile(file.csv, { categories: categories.rows });
  if (!translation) throw refusedFile(M.unknownFormat);
  const result = await planImport(db, translation.header, translation.rows, file.pictures);
  const ruleErrors = result.errors.map((error) => ({ ...error, column: sourceColumn(translation.format, error.column) }));
  const errors = [...translation.errors, ...ruleErrors].sort((a, b) => a.line - b.line);
  const total = result.plan.products.reduce((sum, product) => sum + product.rows, 0);
  const named = new Set(
    result.plan.products.flatMap((product) =>
      product.colours.flatMap((colour) => (colour.pictures ?? []).flatMap((picture) => (picture.source === "zip" ? [picture.file] : []))),
    ),
  );
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(catalogueImports)
      .values({
        fileName: upload.fileName.slice(0, 200),
        format: translation.format,
        plan: errors.length > 0 ? { products: [] } : result.plan,
        createCount: result.create,
        updateCount: result.update,
        unchangedCount: result.unchanged,
        errors,
        total: errors.length > 0 ? 0 : total,
        staffId: actor.id,
        staffName: actor.name,
      })
      .returning({ id: catalogueImports.id });
    const pictures = errors.length > 0 ? [] : [...named].map((name) => ({ importId: created!.id, name, bytes: file.pictures.get(name)! }));
    for (let start = 0; start < pictures.length; start += 20) await tx.insert(catalogueImportPictures).values(pictures.slice(start, start + 20));
    return created!.id;
  });
  return { id, status: "preview", create: result.create, update: result.update, unchanged: result.unchanged, errors };
}

export async function getImportStatus(db: Queryable, id: number): Promise<ImportStatus> {
  const result = await db.execute<ImportStatus>(sql`
    select id, status, processed, total, create_count as "create", update_count as "update",
           unchanged_count as unchanged, errors, failure
      from catalogue_imports where id = ${id}`);
  const row = result.rows[0];
  if (!row) throw notFound(M.notFound);
  return row;
}

/**
 * Starts an import whose preview has no error: it becomes `running` with no lease, so the first API process to look
 * (this one at once, any other within seconds) takes it. 409 when the preview had errors or it already started.
 */
export async function confirmImport(db: Db, id: number): Promise<void> {
  const result = await db.execute<{ status: string; errors: unknown[] }>(sql`
    select status, errors from catalogue_imports where id = ${id} for update`);
  const row = result.rows[0];
  if (!row) throw notFound(M.notFound);
  if (row.errors.length > 0) throw new AppError(409, "IMPORT_HAS_ERRORS", M.hasErrors);
  const started = await db.execute(sql`
    update catalogue_imports set status = 'running', lease_until = null, processed = 0
     where id = ${id} and status = 'preview' returning id`);
  if (started.rows.length === 0) throw new AppError(409, "IMPORT_ALREADY_STARTED", M.notPreview);
}
