import type { AdminVitals, VitalsPageRow, VitalsReport } from "@shop/domain/contract/vitals";
import { rateVital, VITAL_NAMES, VITAL_PAGES, type VitalName } from "@shop/domain/vitals";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { webVitals } from "../../db/schema.js";

/** How long real visits' figures are kept: the dashboard's longest window (28 days) and a week to spare. */
export const VITALS_KEPT_DAYS = 35;
export const VITALS_WINDOWS_DAYS = [7, 28] as const;

/** Stores one page view's figures, one row each. */
export async function storeVitals(db: Db, report: VitalsReport): Promise<void> {
  await db.insert(webVitals).values(
    report.metrics.map((metric) => ({
      page: report.page,
      name: metric.name,
      value: metric.value,
      connection: report.connection ?? null,
    })),
  );
}

/** Deletes the figures older than VITALS_KEPT_DAYS; returns how many went. */
export async function deleteOldVitals(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - VITALS_KEPT_DAYS * 86_400_000);
  const deleted = await db.execute(sql`delete from ${webVitals} where ${webVitals.recordedAt} < ${before}`);
  return deleted.rowCount ?? 0;
}

type Row = { page: string; name: string; p75: number; count: number };

/** The 75th percentile (continuous, as CrUX reports it) per page type and figure, over the last `days` days. */
async function percentiles(db: Db, days: number): Promise<VitalsPageRow[]> {
  const result = await db.execute<Row>(sql`
    select ${webVitals.page} as page, ${webVitals.name} as name,
           percentile_cont(0.75) within group (order by ${webVitals.value})::float8 as p75, count(*)::int as count
    from ${webVitals}
    where ${webVitals.recordedAt} >= now() - make_interval(days => ${days})
    group by 1, 2`);
  const rows = new Map<string, VitalsPageRow>();
  for (const row of result.rows) {
    const page = VITAL_PAGES.find((known) => known === row.page);
    const name = VITAL_NAMES.find((known) => known === row.name);
    if (!page || !name) continue;
    const entry = rows.get(page) ?? { page, LCP: null, INP: null, CLS: null, TTFB: null };
    entry[name satisfies VitalName] = { p75: row.p75, count: row.count, rating: rateVital(name, row.p75) };
    rows.set(page, entry);
  }
  return VITAL_PAGES.flatMap((page) => rows.get(page) ?? []);
}

export async function getVitalsSummary(db: Db): Promise<AdminVitals> {
  return {
    windows: await Promise.all(VITALS_WINDOWS_DAYS.map(async (days) => ({ days, pages: await percentiles(db, days) }))),
  };
}
