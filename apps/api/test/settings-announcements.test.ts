import type { AdminAnnouncement, AdminAnnouncements } from "@shop/domain/contract/admin-announcements";
import { isoToAlgiersLocal } from "@shop/domain/catalogue";
import type { Announcement } from "@shop/domain/contract/shop";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { errorOf } from "./support/shopper.js";
import { signedInStaff, type StaffClient } from "./support/staff.js";

// The shop as it runs by default: the catalogue's caches and kept answers at their default lifetimes.
const { app, db } = await createTestApp();

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function publicItems(): Promise<Announcement[]> {
  const response = await app.inject({ method: "GET", url: "/api/announcements" });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: Announcement[] }).items;
}
const publicTexts = async () => (await publicItems()).map((item) => item.content.text);

async function catalogVersion(): Promise<number> {
  return (await app.inject({ method: "GET", url: "/api/catalog/version" })).json().version as number;
}

async function list(client: StaffClient = owner): Promise<AdminAnnouncement[]> {
  const reply = await client.get("/api/admin/announcements");
  expect(reply.status, reply.raw).toBe(200);
  return (reply.body as AdminAnnouncements).announcements;
}

const base = { textAr: "", bgColor: "#111111", textColor: "#ffffff", isActive: true, startsAt: null, endsAt: null };

async function create(body: Record<string, unknown>, client = manager): Promise<AdminAnnouncement> {
  const reply = await client.post("/api/admin/announcements", { ...base, ...body });
  expect(reply.status, reply.raw).toBe(201);
  const found = (await list()).find((item) => item.id === reply.body.id);
  if (!found) throw new Error("created announcement not listed");
  return found;
}

/** An instant `minutes` from now as the form types it: Algiers time, to the minute. */
const algiersIn = (minutes: number) => isoToAlgiersLocal(new Date(Date.now() + minutes * 60_000).toISOString());

describe("announcements in the back office", () => {
  it("creates, lists, edits and deletes an item; shoppers read it in both languages", async () => {
    const item = await create({
      textFr: "  Livraison offerte dès 8 000 DA  ",
      textAr: "توصيل مجاني ابتداءً من 8 000 دج",
      bgColor: "#C8102E",
    });
    expect(item).toMatchObject({
      type: "topbar",
      textFr: "Livraison offerte dès 8 000 DA",
      textAr: "توصيل مجاني ابتداءً من 8 000 دج",
      bgColor: "#c8102e",
      textColor: "#ffffff",
      isActive: true,
      startsAt: null,
      endsAt: null,
      state: "shown",
    });
    // Last in the bar's order.
    expect((await list()).at(-1)!.id).toBe(item.id);
    const shown = (await publicItems()).find((entry) => entry.id === item.id);
    expect(shown).toEqual({
      id: item.id,
      type: "topbar",
      is_active: true,
      content: { text: "Livraison offerte dès 8 000 DA", textAr: "توصيل مجاني ابتداءً من 8 000 دج", bgColor: "#c8102e", textColor: "#ffffff" },
    });

    const edited = await owner.request("PUT", `/api/admin/announcements/${item.id}`, {
      ...base,
      textFr: "Retours gratuits sous 30 jours",
      textAr: "إرجاع مجاني خلال 30 يومًا",
      bgColor: "#ffffff",
      textColor: "#111111",
    });
    expect(edited.status, edited.raw).toBe(200);
    expect((await list()).find((entry) => entry.id === item.id)).toMatchObject({ textFr: "Retours gratuits sous 30 jours", bgColor: "#ffffff" });
    expect(await publicTexts()).toContain("Retours gratuits sous 30 jours");

    const deleted = await manager.delete(`/api/admin/announcements/${item.id}`);
    expect(deleted.status, deleted.raw).toBe(200);
    expect((await list()).some((entry) => entry.id === item.id)).toBe(false);
    expect(await publicTexts()).not.toContain("Retours gratuits sous 30 jours");
    const again = await manager.delete(`/api/admin/announcements/${item.id}`);
    expect(again.status).toBe(404);
    expect(errorOf(again).message).toBe("Annonce introuvable");
  });

  it("refuses colours whose contrast is below 4.5:1, with the ratio under the text colour", async () => {
    const before = await list();
    const reply = await manager.post("/api/admin/announcements", {
      ...base,
      textFr: "Gris sur blanc",
      bgColor: "#ffffff",
      textColor: "#777777",
    });
    expect(reply.status).toBe(400);
    const error = errorOf(reply);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.fields).toEqual({
      textColor: "Contraste insuffisant (4,4:1) : il faut au moins 4,5:1 entre le texte et le fond pour que l’annonce reste lisible",
    });
    expect(await list()).toEqual(before);
    // The grey one step darker passes.
    await create({ textFr: "Gris foncé sur blanc", bgColor: "#ffffff", textColor: "#767676" });
  });

  it("refuses texts too long, blank, with control characters, bad colours and a window ending before it starts", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ textFr: "x".repeat(201) }, { textFr: "Le texte ne doit pas dépasser 200 caractères" }],
      [{ textFr: "Soldes", textAr: "ت".repeat(201) }, { textAr: "Le texte ne doit pas dépasser 200 caractères" }],
      [{ textFr: "   " }, { textFr: "Le texte en français est obligatoire" }],
      [{ textFr: "Soldes\u0007" }, { textFr: "Caractères non autorisés" }],
      [{ textFr: "Soldes", textAr: "تخفيضات\n" }, { textAr: "Caractères non autorisés" }],
      [{ textFr: "Soldes", bgColor: "red" }, { bgColor: "Couleur invalide (format #rrggbb)" }],
      [{ textFr: "Soldes", startsAt: "2026-02-31T10:00" }, { startsAt: "Date invalide (AAAA-MM-JJ HH:MM, heure d’Alger)" }],
      [
        { textFr: "Soldes", startsAt: "2026-07-01T10:00", endsAt: "2026-07-01T10:00" },
        { endsAt: "La fin doit suivre le début" },
      ],
    ];
    for (const [body, fields] of cases) {
      const reply = await manager.post("/api/admin/announcements", { ...base, ...body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(reply).fields).toEqual(fields);
    }
  });

  it("shows shoppers an item only while switched on and within its window (Algiers time)", async () => {
    const current = await create({ textFr: "Fenêtre en cours", startsAt: algiersIn(-60), endsAt: algiersIn(60) });
    const later = await create({ textFr: "Fenêtre à venir", startsAt: algiersIn(60) });
    const past = await create({ textFr: "Fenêtre passée", startsAt: algiersIn(-120), endsAt: algiersIn(-1) });
    const off = await create({ textFr: "Éteinte", isActive: false });
    expect([current.state, later.state, past.state, off.state]).toEqual(["shown", "scheduled", "ended", "off"]);
    // Typed in Algiers time (UTC+1), kept as the instant.
    const start = Date.parse(current.startsAt!);
    expect(Math.abs(start - (Date.now() - 60 * 60_000))).toBeLessThan(2 * 60_000);

    const texts = await publicTexts();
    expect(texts).toContain("Fenêtre en cours");
    for (const hidden of ["Fenêtre à venir", "Fenêtre passée", "Éteinte"]) expect(texts).not.toContain(hidden);
    // Every item the shoppers read is switched on.
    expect((await publicItems()).every((item) => item.is_active)).toBe(true);

    const switched = await manager.request("PUT", `/api/admin/announcements/${off.id}/active`, { isActive: true });
    expect(switched.status, switched.raw).toBe(200);
    expect(await publicTexts()).toContain("Éteinte");
    await manager.request("PUT", `/api/admin/announcements/${current.id}/active`, { isActive: false });
    expect(await publicTexts()).not.toContain("Fenêtre en cours");
  });

  it("reorders the bar, refusing a list that is not exactly the shop's items", async () => {
    const items = await list();
    expect(items.length).toBeGreaterThan(2);
    const reversed = items.map((item) => item.id).reverse();
    const reply = await manager.request("PUT", "/api/admin/announcements/order", { ids: reversed });
    expect(reply.status, reply.raw).toBe(200);
    expect((reply.body as AdminAnnouncements).announcements.map((item) => item.id)).toEqual(reversed);
    expect((await list()).map((item) => item.position)).toEqual(reversed.map((_, index) => index));
    // Shoppers read the bar in that order.
    const shownIds = (await publicItems()).map((item) => item.id);
    expect(shownIds).toEqual(reversed.filter((id) => shownIds.includes(id)));

    for (const ids of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), 999_999]]) {
      const refused = await manager.request("PUT", "/api/admin/announcements/order", { ids });
      expect(refused.status).toBe(409);
      expect(errorOf(refused).message).toBe("La liste des annonces a changé entre-temps : rechargez la page");
    }
    expect((await list()).map((item) => item.id)).toEqual(reversed);
  });

  it("lets operators read the items and refuses them every change (403)", async () => {
    const items = await list(operator);
    const id = items[0]!.id;
    const writes = [
      operator.post("/api/admin/announcements", { ...base, textFr: "Interdit" }),
      operator.request("PUT", `/api/admin/announcements/${id}`, { ...base, textFr: "Interdit" }),
      operator.request("PUT", `/api/admin/announcements/${id}/active`, { isActive: false }),
      operator.request("PUT", "/api/admin/announcements/order", { ids: items.map((item) => item.id) }),
      operator.delete(`/api/admin/announcements/${id}`),
    ];
    for (const reply of await Promise.all(writes)) {
      expect(reply.status).toBe(403);
      expect(errorOf(reply).message).toBe("Réservé au catalogue : demandez l’accès au gérant de la boutique");
    }
    expect(await list()).toEqual(items);
    const anonymous = await app.inject({ method: "GET", url: "/api/admin/announcements" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("moves the catalogue's version on every change, so the storefront forgets the bar it kept within 2 s", async () => {
    const item = await create({ textFr: "Version suivie" });
    const writes: (() => Promise<unknown>)[] = [
      () => manager.request("PUT", `/api/admin/announcements/${item.id}`, { ...base, textFr: "Version suivie, modifiée" }),
      () => manager.request("PUT", `/api/admin/announcements/${item.id}/active`, { isActive: false }),
      () => manager.delete(`/api/admin/announcements/${item.id}`),
    ];
    for (const write of writes) {
      const before = await catalogVersion();
      const start = performance.now();
      await write();
      while ((await catalogVersion()) === before) {
        if (performance.now() - start > 2_000) throw new Error("the catalogue's version did not move within 2 s");
        await sleep(50);
      }
    }
  });

  it("shows a change in the public read within 2 s with the default cache settings", async () => {
    // Read first, so that whatever the API keeps of it is warm.
    await publicTexts();
    const item = await create({ textFr: "Nouvelle annonce visible" });
    const start = performance.now();
    while (!(await publicTexts()).includes("Nouvelle annonce visible")) {
      if (performance.now() - start > 2_000) throw new Error("not seen within 2 s");
      await sleep(100);
    }
    await manager.request("PUT", `/api/admin/announcements/${item.id}/active`, { isActive: false });
    const off = performance.now();
    while ((await publicTexts()).includes("Nouvelle annonce visible")) {
      if (performance.now() - off > 2_000) throw new Error("still shown 2 s after it was switched off");
      await sleep(100);
    }
  });

  it("holds at most 20 items", async () => {
    const held = (await list()).length;
    for (let n = held; n < 20; n++) await create({ textFr: `Annonce ${n}` });
    const reply = await manager.post("/api/admin/announcements", { ...base, textFr: "Une de trop" });
    expect(reply.status).toBe(409);
    expect(errorOf(reply).message).toBe("Au plus 20 annonces : supprimez-en une d’abord");
  });
});
