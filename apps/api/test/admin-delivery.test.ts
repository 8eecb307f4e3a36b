import type { AdminStopDesk, FeeCsvResult, FeeGrid, FeeGridRow } from "@shop/domain/contract/admin-delivery";
import type { DeliveryPrice, StopDesk } from "@shop/domain/contract/geography";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { Shopper, errorOf } from "./support/shopper.js";
import { takeSku } from "./support/skus.js";
import { signedInStaff, type StaffClient } from "./support/staff.js";

const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 1_000 });

let owner: StaffClient;
let manager: StaffClient;
let operator: StaffClient;

beforeAll(async () => {
  [owner, manager, operator] = await Promise.all([
    signedInStaff(app, db, "owner"),
    signedInStaff(app, db, "catalogue", "Nadia Catalogue"),
    signedInStaff(app, db, "operator", "Yacine Opérateur"),
  ]);
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: "GET", url, headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};
const price = async (stateId: number, method: string, headers: Record<string, string> = {}): Promise<DeliveryPrice> =>
  (await get(`/api/states/price?stateId=${stateId}&deliveryMethod=${method}`, headers)).body;
const communesOf = async (stateId: number): Promise<number[]> =>
  (await get(`/api/states/${stateId}/communes`)).body.map((commune: { id: number }) => commune.id);

async function grid(client: StaffClient = owner): Promise<FeeGrid> {
  const reply = await client.get("/api/admin/delivery/fees");
  expect(reply.status, reply.raw).toBe(200);
  return reply.body as FeeGrid;
}
const rowOf = async (stateId: number) => (await grid()).rows.find((row) => row.stateId === stateId)!;

const cell = (stateId: number, method: string, mode: string, priceValue: number | null, minDays = 1, maxDays = 3) => ({
  stateId,
  method,
  mode,
  price: priceValue,
  minDays,
  maxDays,
});

/** The catalogue's version as stored: every storefront forgets what it kept when it moves (decision 0065). */
async function catalogVersion(): Promise<number> {
  const result = await db.execute<{ version: number }>(sql`select version from catalog_version`);
  return Number(result.rows[0]!.version);
}

/** A shopper with one article, checking out to `stateId` by `method`. */
async function checkout(stateId: number, method: "home-delivery" | "stopdesk-delivery", stopDeskId?: number, language?: string) {
  const shopper = new Shopper(app);
  await shopper.addToCart(await takeSku(db, { minStock: 2 }), 1);
  const [communeId] = await communesOf(stateId);
  const headers: Record<string, string> = language ? { "accept-language": language } : {};
  const body = await shopper.checkoutBody({
    state: stateId,
    stateCommuneId: communeId!,
    deliveryMethodOptions: { type: method },
    ...(stopDeskId === undefined ? {} : { stopDeskId }),
  });
  return shopper.post("/api/guest-order/create", body, { headers: { "idempotency-key": crypto.randomUUID(), ...headers } });
}

describe("the fee grid in the back office", () => {
  it("lists every wilaya × home and stop desk with its price, mode, delay and open agencies", async () => {
    const { rows, basis } = await grid(operator);
    expect(rows).toHaveLength(58);
    expect(basis).toMatch(/^[0-9a-f]{32}$/);
    const algiers = rows.find((row) => row.stateId === 16)!;
    expect(algiers).toMatchObject({
      code: "16",
      name: "Alger",
      nameAr: "الجزائر",
      home: { mode: "price", price: 400, minDays: 1, maxDays: 2 },
      stopDesk: { mode: "price", price: 250 },
    });
    expect(algiers.openStopDesks).toBeGreaterThanOrEqual(4);
    // The seed's wilayas without a stop desk show it unavailable.
    expect(rows.find((row) => row.stateId === 56)!.stopDesk.mode).toBe("unavailable");
  });

  it("sets several wilayas at once; checkout and /api/states/price(s) follow at once, the journal says who", async () => {
    const before = await catalogVersion();
    const reply = await manager.request("PUT", "/api/admin/delivery/fees", {
      fees: [
        cell(9, "home-delivery", "price", 520, 1, 2),
        cell(10, "home-delivery", "free", null, 2, 3),
        cell(9, "stopdesk-delivery", "price", 300, 2, 4),
      ],
    });
    expect(reply.status, reply.raw).toBe(200);
    const blida = (reply.body as FeeGrid).rows.find((row) => row.stateId === 9)!;
    expect(blida.home).toEqual({ mode: "price", price: 520, minDays: 1, maxDays: 2 });
    expect(blida.stopDesk).toEqual({ mode: "price", price: 300, minDays: 2, maxDays: 4 });
    expect((reply.body as FeeGrid).rows.find((row) => row.stateId === 10)!.home).toEqual({ mode: "free", price: 0, minDays: 2, maxDays: 3 });

    expect(await price(9, "home-delivery")).toMatchObject({ price: 520, isAvailable: true, minDays: 1, maxDays: 2, message: null });
    expect(await price(10, "home-delivery")).toMatchObject({ price: 0, isAvailable: true });
    const prices = (await get("/api/states/prices")).body as { stateId: number; method: string; price: number }[];
    expect(prices.find((row) => row.stateId === 9 && row.method === "stopdesk-delivery")!.price).toBe(300);
    expect(await catalogVersion()).toBeGreaterThan(before);

    const order = await checkout(9, "home-delivery");
    expect(order.status, order.raw).toBe(201);
    const [saved] = (await db.execute<{ fee: number }>(sql`select delivery_fee as fee from orders where id = ${order.body.id}`)).rows;
    expect(saved!.fee).toBe(520);

    const journal = (await operator.get("/api/admin/delivery/changes")).body.changes as { staffName: string; summary: string }[];
    expect(journal.slice(0, 3).map((change) => change.staffName)).toEqual(["Nadia Catalogue", "Nadia Catalogue", "Nadia Catalogue"]);
    expect(journal.map((change) => change.summary)).toContain("Blida (9), à domicile : DA 450, 1–2 j → DA 520, 1–2 j");
    expect(journal.map((change) => change.summary)).toContain("Bouira (10), à domicile : DA 500, 1–2 j → gratuit, 2–3 j");
  });

  it("makes a method unavailable: not offered, with its French and Arabic message, and an order for it refused", async () => {
    const reply = await owner.request("PUT", "/api/admin/delivery/fees", { fees: [cell(15, "home-delivery", "unavailable", null, 1, 2)] });
    expect(reply.status, reply.raw).toBe(200);
    // Its last price is kept for the day it comes back.
    expect((await rowOf(15)).home).toEqual({ mode: "unavailable", price: 500, minDays: 1, maxDays: 2 });
    expect(await price(15, "home-delivery")).toMatchObject({
      isAvailable: false,
      message: "Ce mode de livraison n’est pas disponible dans cette wilaya",
    });
    expect((await price(15, "home-delivery", { "accept-language": "ar" })).message).toBe("طريقة التوصيل هذه غير متوفرة في هذه الولاية");

    const refused = await checkout(15, "home-delivery");
    expect(refused.status).toBe(400);
    expect(errorOf(refused).fields).toEqual({ "deliveryMethodOptions.type": "Ce mode de livraison n’est pas disponible dans cette wilaya" });
    const arabic = await checkout(15, "home-delivery", undefined, "ar");
    expect(errorOf(arabic).message).toBe("طريقة التوصيل هذه غير متوفرة في هذه الولاية");

    // Offered again at a price: the order goes through.
    await owner.request("PUT", "/api/admin/delivery/fees", { fees: [cell(15, "home-delivery", "price", 500, 1, 2)] });
    expect((await checkout(15, "home-delivery")).status).toBe(201);
  });

  it("refuses bad cells with French messages, and changes nothing", async () => {
    const before = await grid();
    const bad = async (body: unknown, field: string, message: string) => {
      const reply = await owner.request("PUT", "/api/admin/delivery/fees", body);
      expect(reply.status, reply.raw).toBe(400);
      expect(errorOf(reply).fields?.[field], JSON.stringify(errorOf(reply))).toBe(message);
    };
    await bad({ fees: [cell(16, "home-delivery", "price", null)] }, "fees.0.price", "Prix invalide : un nombre entier de dinars, de 1 à 20 000");
    await bad({ fees: [cell(16, "home-delivery", "price", -5)] }, "fees.0.price", "Prix invalide : un nombre entier de dinars, de 1 à 20 000");
    await bad({ fees: [cell(16, "home-delivery", "price", 12.5)] }, "fees.0.price", "Prix invalide : un nombre entier de dinars, de 1 à 20 000");
    await bad({ fees: [cell(59, "home-delivery", "free", null)] }, "fees.0.stateId", "Wilaya inconnue");
    await bad({ fees: [cell(16, "drone", "free", null)] }, "fees.0.method", "Mode de livraison invalide");
    await bad({ fees: [cell(16, "home-delivery", "cheap", null)] }, "fees.0.mode", "Choisissez un prix, « gratuit » ou « indisponible »");
    await bad({ fees: [cell(16, "home-delivery", "free", null, 4, 2)] }, "fees.0.maxDays", "Le délai maximal doit être au moins égal au délai minimal");
    await bad({ fees: [cell(16, "home-delivery", "free", null, 0, 61)] }, "fees.0.maxDays", "Délai invalide : un nombre entier de jours, de 0 à 60");
    await bad({ fees: [] }, "fees", "Choisissez au moins une wilaya (au plus 116 cases à la fois)");
    await bad(
      { fees: [cell(16, "home-delivery", "free", null), cell(16, "home-delivery", "price", 300)] },
      "fees.1.stateId",
      "Cette wilaya et ce mode sont donnés deux fois",
    );
    expect((await grid()).basis).toBe(before.basis);
  });

  it("lets operators read the grid and the agencies, and refuses them every write", async () => {
    expect((await operator.get("/api/admin/delivery/fees.csv")).status).toBe(200);
    expect((await operator.get("/api/admin/stop-desks")).status).toBe(200);
    const refused = await operator.request("PUT", "/api/admin/delivery/fees", { fees: [cell(16, "home-delivery", "free", null)] });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe("Réservé au catalogue : demandez l’accès au gérant de la boutique");
    expect((await rowOf(16)).home.mode).toBe("price");
  });
});

describe("the fee grid as CSV", () => {
  const upload = (client: StaffClient, text: string, query = "") =>
    client.request("POST", `/api/admin/delivery/fees.csv${query}`, text, { "content-type": "text/csv" });

  it("writes every wilaya on a line, in UTF-8 with a BOM and « ; », and reads its own file back unchanged", async () => {
    const reply = await app.inject({ method: "GET", url: "/api/admin/delivery/fees.csv", headers: { cookie: `shop_staff=${owner.cookie}` } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^text\/csv/);
    expect(reply.headers["content-disposition"]).toBe('attachment; filename="frais-de-livraison.csv"');
    const text = reply.body;
    expect(text.startsWith("\uFEFFwilaya;nom;domicile_prix;domicile_jours_min;domicile_jours_max;stopdesk_prix;")).toBe(true);
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(59);
    expect(lines).toContain("56;Djanet;1800;4;8;indisponible;4;8");
    const preview = await upload(owner, text);
    expect(preview.status, preview.raw).toBe(200);
    expect(preview.body).toMatchObject({ status: "preview", changes: [], unchanged: 116, errors: [] });
  });

  it("previews the changes of a file and changes nothing; applies it whole with apply=true", async () => {
    const file = [
      "wilaya;nom;domicile_prix;domicile_jours_min;domicile_jours_max;stopdesk_prix;stopdesk_jours_min;stopdesk_jours_max",
      "31;Oran;650;1;3;gratuit;2;3",
      "25;Constantine;600;1;2;indisponible;;",
    ].join("\r\n");
    const before = await grid();
    const preview = await upload(manager, file);
    expect(preview.status, preview.raw).toBe(200);
    const result = preview.body as FeeCsvResult;
    expect(result.status).toBe("preview");
    expect(result.errors).toEqual([]);
    expect(result.changes.map((change) => [change.line, change.stateId, change.method, change.after.mode, change.after.price])).toEqual([
      [2, 31, "home-delivery", "price", 650],
      [2, 31, "stopdesk-delivery", "free", 0],
      [3, 25, "stopdesk-delivery", "unavailable", 450],
    ]);
    expect(result.unchanged).toBe(1);
    expect((await grid()).basis).toBe(before.basis);

    const applied = await upload(manager, file, `?apply=true&basis=${result.basis}`);
    expect(applied.status, applied.raw).toBe(200);
    expect(applied.body.status).toBe("applied");
    const oran = await rowOf(31);
    expect(oran.home).toEqual({ mode: "price", price: 650, minDays: 1, maxDays: 3 });
    expect(oran.stopDesk).toMatchObject({ mode: "free", price: 0 });
    expect((await rowOf(25)).stopDesk).toMatchObject({ mode: "unavailable", minDays: before.rows.find((row) => row.stateId === 25)!.stopDesk.minDays });
    expect(await price(25, "stopdesk-delivery")).toMatchObject({ isAvailable: false });
    const journal = (await owner.get("/api/admin/delivery/changes")).body.changes as { summary: string }[];
    expect(journal[0]!.summary).toMatch(/\(import CSV\)/);

    // The same preview applied again after the grid moved is refused: nothing changes.
    const stale = await upload(manager, file.replace("650", "700"), `?apply=true&basis=${result.basis}`);
    expect(stale.status).toBe(409);
    expect(errorOf(stale).message).toBe("La grille a changé depuis l’aperçu : relancez l’aperçu du fichier");
    expect((await rowOf(31)).home.price).toBe(650);
  });

  it("names every bad line and column, and applies nothing of a file that has one", async () => {
    const file = [
      "wilaya,nom,domicile_prix,domicile_jours_min,domicile_jours_max,stopdesk_prix,stopdesk_jours_min,stopdesk_jours_max",
      "5,Batna,900,2,4,700,2,4",
      "99,Nulle part,500,1,2,400,1,2",
      "6,Béjaïa,cher,1,2,400,5,3",
      "5,Batna,900,2,4,700,2,4",
      "7,Biskra,=1+1,1,2,400,1,x",
    ].join("\n");
    const before = await rowOf(5);
    const preview = await upload(owner, file);
    expect(preview.status, preview.raw).toBe(200);
    expect((preview.body as FeeCsvResult).errors).toEqual([
      { line: 3, column: "wilaya", message: "Wilaya « 99 » inconnue (son numéro, de 1 à 58)" },
      { line: 4, column: "domicile_prix", message: "Prix invalide : un nombre entier de dinars (1 à 20 000), « gratuit » ou « indisponible »" },
      { line: 4, column: "stopdesk_jours_max", message: "Le délai maximal doit être au moins égal au délai minimal" },
      { line: 5, column: "wilaya", message: "Cette wilaya est déjà à la ligne 2" },
      { line: 6, column: "domicile_prix", message: "Prix invalide : un nombre entier de dinars (1 à 20 000), « gratuit » ou « indisponible »" },
      { line: 6, column: "stopdesk_jours_max", message: "Délai invalide : un nombre entier de jours, de 0 à 60" },
    ]);
    const applied = await upload(owner, file, "?apply=true");
    expect(applied.status).toBe(400);
    expect(errorOf(applied)).toMatchObject({ code: "CSV_HAS_ERRORS", message: "Le fichier contient des erreurs : rien n’a été changé" });
    expect(errorOf(applied).fields?.["ligne 3, wilaya"]).toBe("Wilaya « 99 » inconnue (son numéro, de 1 à 58)");
    // Batna's good line was not applied either.
    expect(await rowOf(5)).toEqual(before);
  });

  it("refuses a file that is not a grid: missing columns, unclosed quote, not UTF-8, empty", async () => {
    const missing = await upload(owner, "wilaya;domicile_prix\r\n16;400\r\n");
    expect(missing.status).toBe(200);
    expect((missing.body as FeeCsvResult).errors.map((error) => error.column)).toEqual([
      "domicile_jours_min",
      "domicile_jours_max",
      "stopdesk_prix",
      "stopdesk_jours_min",
      "stopdesk_jours_max",
    ]);
    const quote = await upload(owner, 'wilaya;nom\r\n16;"Alger\r\n');
    expect(quote.status).toBe(400);
    expect(errorOf(quote).message).toBe("Guillemet non fermé : le fichier est coupé ou mal formé");
    const latin1 = await app.inject({
      method: "POST",
      url: "/api/admin/delivery/fees.csv",
      headers: { cookie: `shop_staff=${owner.cookie}`, origin: "http://localhost:3000", "content-type": "text/csv" },
      payload: Buffer.from("wilaya;nom\r\n6;B\xe9ja\xefa\r\n", "latin1"),
    });
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json().error.message).toBe("Le fichier n’est pas en UTF-8 : enregistrez-le en « CSV UTF-8 » et recommencez");
    const empty = await upload(owner, "wilaya;nom\r\n");
    expect(empty.status).toBe(400);
    expect(errorOf(empty).message).toBe("Le fichier est vide");
  });

  it("neutralises a spreadsheet formula written into a name", async () => {
    const [{ name } = { name: "" }] = (await db.execute<{ name: string }>(sql`select name from states where id = 58`)).rows;
    await db.execute(sql`update states set name = '=HYPERLINK("http://x")' where id = 58`);
    try {
      const text = (await app.inject({ method: "GET", url: "/api/admin/delivery/fees.csv", headers: { cookie: `shop_staff=${owner.cookie}` } })).body;
      expect(text).toContain(`58;"'=HYPERLINK(""http://x"")";`);
    } finally {
      await db.execute(sql`update states set name = ${name} where id = 58`);
    }
  });
});

describe("stop desks in the back office", () => {
  const desk = async (stateId: number) => {
    const [communeId] = await communesOf(stateId);
    return {
      stateId,
      communeId: communeId!,
      name: "  Agence Test Centre ",
      nameAr: "وكالة اختبار",
      address: "3, rue des Frères Bouadou",
      addressAr: "",
      openingHours: "Samedi au jeudi, 9 h – 17 h",
      openingHoursAr: "",
      courier: "ZR Express",
    };
  };
  const listed = async (id: number): Promise<AdminStopDesk> =>
    ((await operator.get("/api/admin/stop-desks?stateId=" + 2)).body.stopDesks as AdminStopDesk[]).find((item) => item.id === id)!;

  it("creates an agency offered at checkout, edits it, closes it (no longer offered, orders keep their copy), reopens it", async () => {
    const created = await manager.post("/api/admin/stop-desks", await desk(2));
    expect(created.status, created.raw).toBe(201);
    const id = created.body.id as number;
    expect(await listed(id)).toMatchObject({
      stateId: 2,
      stateName: "Chlef",
      communeName: expect.any(String),
      name: "Agence Test Centre",
      courier: "ZR Express",
      isActive: true,
    });
    const publicDesks = (await get("/api/states/2/stop-desks")).body as StopDesk[];
    expect(publicDesks.map((item) => item.id)).toContain(id);

    const order = await checkout(2, "stopdesk-delivery", id);
    expect(order.status, order.raw).toBe(201);

    const edited = await manager.request("PUT", `/api/admin/stop-desks/${id}`, { ...(await desk(2)), name: "Agence Test Gare", courier: "Yalidine" });
    expect(edited.status, edited.raw).toBe(200);
    expect(await listed(id)).toMatchObject({ name: "Agence Test Gare", courier: "Yalidine" });

    const closed = await manager.request("PUT", `/api/admin/stop-desks/${id}/open`, { isActive: false });
    expect(closed.status, closed.raw).toBe(200);
    expect(((await get("/api/states/2/stop-desks")).body as StopDesk[]).map((item) => item.id)).not.toContain(id);
    expect((await listed(id)).isActive).toBe(false);
    const refused = await checkout(2, "stopdesk-delivery", id);
    expect(refused.status).toBe(400);
    expect(errorOf(refused).fields).toEqual({ stopDeskId: "Cette agence ne reçoit plus de colis : choisissez-en une autre" });
    // The order placed before keeps the agency it was sent to.
    const [kept] = (await db.execute<{ name: string }>(sql`select stop_desk_name as name from orders where id = ${order.body.id}`)).rows;
    expect(kept!.name).toBe("Agence Test Centre");

    expect((await manager.request("PUT", `/api/admin/stop-desks/${id}/open`, { isActive: true })).status).toBe(200);
    expect(((await get("/api/states/2/stop-desks")).body as StopDesk[]).map((item) => item.id)).toContain(id);

    const journal = ((await operator.get("/api/admin/delivery/changes")).body.changes as { summary: string }[]).map((change) => change.summary);
    expect(journal.slice(0, 4)).toEqual([
      "Agence « Agence Test Gare » (wilaya 2) rouverte",
      "Agence « Agence Test Gare » (wilaya 2) fermée",
      "Agence « Agence Test Centre » (wilaya 2) modifiée : nom, transporteur",
      "Agence « Agence Test Centre » (wilaya 2) créée",
    ]);
  });

  it("closing a wilaya's last open agency takes its stop desk out of checkout", async () => {
    const desks = ((await owner.get("/api/admin/stop-desks?stateId=3")).body.stopDesks as AdminStopDesk[]).filter((item) => item.isActive);
    expect(desks.length).toBeGreaterThan(0);
    for (const item of desks) await owner.request("PUT", `/api/admin/stop-desks/${item.id}/open`, { isActive: false });
    expect(await price(3, "stopdesk-delivery")).toMatchObject({ isAvailable: false, message: "Ce mode de livraison n’est pas disponible dans cette wilaya" });
    expect(((await rowOf(3)) as FeeGridRow).openStopDesks).toBe(0);
    for (const item of desks) await owner.request("PUT", `/api/admin/stop-desks/${item.id}/open`, { isActive: true });
    expect((await price(3, "stopdesk-delivery")).isAvailable).toBe(true);
  });

  it("refuses a commune of another wilaya, missing fields and unknown agencies, in French", async () => {
    const [otherCommune] = await communesOf(16);
    const wrong = await manager.post("/api/admin/stop-desks", { ...(await desk(2)), communeId: otherCommune });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong).fields).toEqual({ communeId: "Cette commune n’appartient pas à la wilaya choisie" });
    const blank = await manager.post("/api/admin/stop-desks", { ...(await desk(2)), name: "  ", address: "", openingHours: "", courier: "" });
    expect(blank.status).toBe(400);
    expect(errorOf(blank).fields).toMatchObject({
      name: "Le nom en français est obligatoire",
      address: "L’adresse est obligatoire",
      openingHours: "Les horaires d’ouverture sont obligatoires",
      courier: "Le transporteur est obligatoire",
    });
    const missing = await manager.request("PUT", "/api/admin/stop-desks/999999", await desk(2));
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe("Agence introuvable");
    expect((await operator.post("/api/admin/stop-desks", await desk(2))).status).toBe(403);
  });
});
