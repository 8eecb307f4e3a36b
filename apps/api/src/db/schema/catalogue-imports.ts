import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { staffUsers } from "./back-office.js";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * A catalogue file brought in (decision 0070): read and checked at upload (`preview`, nothing changed), then, once
 * confirmed, applied by a job any API process may take (`running`, the lease held by the process applying it) in one
 * transaction that also writes `done`: all rows or none. A process that dies leaves a `running` import whose lease
 * runs out; the next process to look runs it again from the start, or fails it after three attempts.
 */
export const catalogueImports = pgTable(
  "catalogue_imports",
  {
    id: serial("id").primaryKey(),
    status: text("status", { enum: ["preview", "running", "done", "failed"] }).notNull().default("preview"),
    fileName: text("file_name").notNull(),
    /** own, shopify-legacy, shopify, woocommerce. */
    format: text("format").notNull(),
    /** What the job writes, product by product, as the preview worked it out (import-plan.ts). */
    plan: jsonb("plan").$type<unknown>().notNull(),
    createCount: integer("create_count").notNull(),
    updateCount: integer("update_count").notNull(),
    unchangedCount: integer("unchanged_count").notNull(),
    errors: jsonb("errors").$type<{ line: number; column: string; message: string }[]>().notNull().default([]),
    /** Rows applied by the run under way (written beside its transaction), of `total`. */
    processed: integer("processed").notNull().default(0),
    total: integer("total").notNull(),
    failure: text("failure"),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    staffId: uuid("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    staffName: text("staff_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("catalogue_imports_running_idx").on(t.leaseUntil).where(sql`status = 'running'`),
    check("catalogue_imports_status_check", sql`${t.status} in ('preview', 'running', 'done', 'failed')`),
  ],
);

/** The pictures of an imported ZIP that its CSV names, kept until the import is done or failed. */
export const catalogueImportPictures = pgTable(
  "catalogue_import_pictures",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => catalogueImports.id, { onDelete: "cascade" }),
    /** The file name, lower-cased, as the CSV's `images` cells name it. */
    name: text("name").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.name] })],
);
