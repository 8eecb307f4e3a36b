import type { AdminShop, PublicShop } from "@shop/domain/contract/admin-shop";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { errorOf } from "./support/shopper.js";
import { signedInStaff, type StaffClient } from "./support/staff.js";

// The environment's first values, one of them refused by the form's rule (not https): it is left blank.
const { app, db } = await createTestApp({
  BRAND_NAME: "Rafale Sport",
  SHOP_PHONE: "+213 555 12 34 56",
  SHOP_EMAIL: "service@rafale.dz",
  FACEBOOK_URL: "https://www.facebook.com/rafale.algerie",
  INSTAGRAM_URL: "http://instagram.com/rafale",
});

let owner: StaffClient;

beforeAll(async () => {
  owner = await signedInStaff(app, db, "owner");
});

const publicShop = async (): Promise<PublicShop> => (await app.inject({ method: "GET", url: "/api/shop" })).json() as PublicShop;
const catalogVersion = async () => (await app.inject({ method: "GET", url: "/api/catalog/version" })).json().version as number;

async function read(): Promise<AdminShop> {
  const reply = await owner.get("/api/admin/shop");
  expect(reply.status, reply.raw).toBe(200);
  return reply.body as AdminShop;
}

const details = {
  brandName: "Rafale Sport",
  phone: "0661 22 33 44",
  email: "contact@rafale.dz",
  facebookUrl: "https://www.facebook.com/rafale.algerie",
  instagramUrl: "https://www.instagram.com/rafale.algerie",
  tiktokUrl: "https://www.tiktok.com/@rafale.dz",
  returnsPortalUrl: "https://retours.rafale.dz/",
};

describe("the shop's details", () => {
  it("start from the environment, each value the form would refuse left blank", async () => {
    expect(await publicShop()).toEqual({
      brandName: "Rafale Sport",
      phone: "+213 555 12 34 56",
      email: "service@rafale.dz",
      facebookUrl: "https://www.facebook.com/rafale.algerie",
      instagramUrl: null,
      tiktokUrl: null,
      returnsPortalUrl: null,
      freeDelivery: null,
    });
    expect((await read()).history).toEqual([]);
  });

  it("are saved by the owner, shown to shoppers at once, and journaled field by field", async () => {
    const before = await catalogVersion();
    const saved = await owner.request("PUT", "/api/admin/shop", details);
    expect(saved.status, saved.raw).toBe(200);
    expect((saved.body as AdminShop).shop).toEqual(details);
    // Told to every API process by PostgreSQL: the storefront forgets the details it kept (decision 0065).
    await expect.poll(catalogVersion).toBeGreaterThan(before);
    expect(await publicShop()).toEqual({ ...details, freeDelivery: null });
    const [event] = (await read()).history;
    expect(event).toMatchObject({
      action: "updated",
      changes: {
        phone: ["+213 555 12 34 56", "0661 22 33 44"],
        email: ["service@rafale.dz", "contact@rafale.dz"],
        instagramUrl: [null, "https://www.instagram.com/rafale.algerie"],
        tiktokUrl: [null, "https://www.tiktok.com/@rafale.dz"],
        returnsPortalUrl: [null, "https://retours.rafale.dz/"],
      },
      actor: { name: "Samia Benali" },
    });
    expect(Object.keys(event!.changes)).not.toContain("brandName");

    // A blank contact or link is not shown.
    const cleared = await owner.request("PUT", "/api/admin/shop", { ...details, email: "", tiktokUrl: "  " });
    expect(cleared.status).toBe(200);
    expect(await publicShop()).toMatchObject({ email: null, tiktokUrl: null, phone: "0661 22 33 44" });
  });

  it("refuse a phone outside the spec's rule, a malformed e-mail, a link that is not https and a blank name, saving nothing", async () => {
    const before = await publicShop();
    const phone = "Numéro de téléphone invalide (10 chiffres : 05, 06, 07 ou 09, ou +213)";
    const link = "Adresse invalide : elle doit commencer par https://";
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ phone: "0123456789" }, { phone }],
      [{ phone: "0555 12 34" }, { phone }],
      [{ phone: "+33 6 12 34 56 78" }, { phone }],
      [{ email: "contact@" }, { email: "Format de l'e-mail invalide" }],
      [{ facebookUrl: "http://www.facebook.com/rafale" }, { facebookUrl: link }],
      [{ instagramUrl: "javascript:alert(1)" }, { instagramUrl: link }],
      [{ returnsPortalUrl: "https://localhost" }, { returnsPortalUrl: link }],
      [{ brandName: "   " }, { brandName: "Le nom de la boutique est obligatoire" }],
    ];
    for (const [body, fields] of cases) {
      const reply = await owner.request("PUT", "/api/admin/shop", { ...details, ...body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(reply).fields, JSON.stringify(body)).toEqual(fields);
    }
    expect(await publicShop()).toEqual(before);
    // The international and spaced forms of a valid number pass.
    for (const valid of ["+213 770 12 34 56", "00213 5 55 12 34 56", "0555-12-34-56"]) {
      expect((await owner.request("PUT", "/api/admin/shop", { ...details, phone: valid })).status, valid).toBe(200);
    }
  });
});
