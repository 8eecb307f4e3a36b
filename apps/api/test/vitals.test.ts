import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteOldVitals } from "../src/modules/vitals/vitals.js";
import { createTestApp } from "./database.js";
import { errorOf, Shopper } from "./support/shopper.js";
import { signedInStaff } from "./support/staff.js";

const { app, db } = await createTestApp({ VITALS_MAX_PER_IP_PER_MINUTE: 3 });
const owner = await signedInStaff(app, db, "owner", "Nadia Haddad");
const operator = await signedInStaff(app, db, "operator", "Yacine Amrani");
const catalogue = await signedInStaff(app, db, "catalogue", "Rym Saadi");

const stored = async () =>
  (
    await db.execute<{ page: string; name: string; value: number; connection: string | null }>(
      sql`select page, name, value, connection from web_vitals order by id`,
    )
  ).rows;

describe("real shoppers' web vitals", () => {
  it("stores a page view's figures with its page type and connection, nothing that names the visitor", async () => {
    const shopper = new Shopper(app, { remoteAddress: "203.0.113.71" });
    const sent = await shopper.post("/api/vitals", {
      page: "product",
      connection: "4g",
      metrics: [
        { name: "LCP", value: 1820.4 },
        { name: "TTFB", value: 310 },
      ],
    });
    expect(sent.status).toBe(204);
    expect(sent.setCookies).toEqual([]);
    expect(await stored()).toEqual([
      { page: "product", name: "LCP", value: 1820.4, connection: "4g" },
      { page: "product", name: "TTFB", value: 310, connection: "4g" },
    ]);
    const columns = await db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'web_vitals' order by 1`,
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual(["connection", "id", "name", "page", "recorded_at", "value"]);
  });

  it("refuses what no browser sends with a 400 in the API's error shape, and stores none of it", async () => {
    const shopper = new Shopper(app, { remoteAddress: "203.0.113.72" });
    const before = (await stored()).length;
    for (const body of [
      { page: "gestion", metrics: [{ name: "LCP", value: 1 }] },
      { page: "home", metrics: [{ name: "CLS", value: 50 }] },
      { page: "home", metrics: [] },
    ]) {
      const refused = await shopper.post("/api/vitals", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(refused).code).toBe("VALIDATION_ERROR");
    }
    const bad = await new Shopper(app, { remoteAddress: "203.0.113.73" }).post("/api/vitals", {
      page: "home",
      metrics: [{ name: "INP", value: -5 }],
    });
    expect(errorOf(bad).message).toBeTruthy();
    expect((await stored()).length).toBe(before);
  });

  it("limits the beacons of one address per minute with a 429 in French", async () => {
    const shopper = new Shopper(app, { remoteAddress: "203.0.113.74" });
    const body = { page: "home", metrics: [{ name: "CLS", value: 0.02 }] };
    for (let index = 0; index < 3; index += 1) expect((await shopper.post("/api/vitals", body)).status).toBe(204);
    const limited = await shopper.post("/api/vitals", body);
    expect(limited.status).toBe(429);
    expect(errorOf(limited).message).toBe("Trop de mesures envoyées depuis cette connexion. Réessayez plus tard.");
    // Another address is not held back.
    expect((await new Shopper(app, { remoteAddress: "203.0.113.75" }).post("/api/vitals", body)).status).toBe(204);
  });

  it("shows owners and operators the 75th percentile per page type over 7 and 28 days, rated by Google's thresholds", async () => {
    await db.execute(sql`delete from web_vitals`);
    // Category LCP: 1, 2, 3, 4, 5 s within the week (p75 = 4 s: needs improvement); 10 s three weeks ago.
    await db.execute(sql`
      insert into web_vitals (page, name, value, recorded_at)
      select 'category', 'LCP', s * 1000, now() - interval '1 day' from generate_series(1, 5) s
      union all select 'category', 'LCP', 10000, now() - interval '21 days'
      union all select 'home', 'INP', 120, now() - interval '2 days'
      union all select 'home', 'CLS', 0.3, now() - interval '40 days'`);
    for (const staff of [owner, operator]) {
      const answer = await staff.get("/api/admin/vitals");
      expect(answer.status).toBe(200);
      const [week, month] = answer.body.windows;
      expect(week.days).toBe(7);
      expect(week.pages).toEqual([
        { page: "home", LCP: null, INP: { p75: 120, count: 1, rating: "good" }, CLS: null, TTFB: null },
        { page: "category", LCP: { p75: 4000, count: 5, rating: "needs-improvement" }, INP: null, CLS: null, TTFB: null },
      ]);
      expect(month.days).toBe(28);
      expect(month.pages[1]).toMatchObject({ page: "category", LCP: { p75: 4750, count: 6, rating: "poor" } });
    }
    expect((await catalogue.get("/api/admin/vitals")).status).toBe(403);
    expect((await new Shopper(app).get("/api/admin/vitals")).status).toBe(401);
  });

  it("deletes the figures older than 35 days, keeping the rest", async () => {
    await db.execute(sql`delete from web_vitals`);
    await db.execute(sql`
      insert into web_vitals (page, name, value, recorded_at) values
        ('home', 'LCP', 1000, now() - interval '36 days'),
        ('home', 'LCP', 2000, now() - interval '34 days')`);
    expect(await deleteOldVitals(db)).toBe(1);
    expect((await stored()).map((row) => row.value)).toEqual([2000]);
  });
});
