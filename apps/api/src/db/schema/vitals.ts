import { VITAL_CONNECTIONS, VITAL_NAMES, VITAL_PAGES } from "@shop/domain/vitals";
import { bigserial, doublePrecision, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Core Web Vitals of sampled real visits (`POST /api/vitals`, decision 0076): one row a figure, with the page's
 * type and the connection's effective type, and nothing that names the visitor. Rows older than 35 days are
 * deleted by the API's housekeeping.
 */
export const webVitals = pgTable(
  "web_vitals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    page: text("page", { enum: VITAL_PAGES }).notNull(),
    name: text("name", { enum: VITAL_NAMES }).notNull(),
    value: doublePrecision("value").notNull(),
    connection: text("connection", { enum: VITAL_CONNECTIONS }),
  },
  (table) => [index("web_vitals_recorded_at_idx").on(table.recordedAt)],
);
