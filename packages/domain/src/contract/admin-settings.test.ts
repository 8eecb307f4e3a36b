import { describe, expect, it } from "vitest";
import { FreeDeliverySchema, OfferInputSchema } from "./admin-offers";
import { ShopDetailsInputSchema } from "./admin-shop";

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the offer form's rules", () => {
  const offer = { titleFr: "Chaussettes offertes", minOrderAmount: 8_000, giftSkuId: 12 };

  it("takes a whole threshold above 0, a percentage up to 100 and an end after the start, in Algiers time", () => {
    expect(OfferInputSchema.parse({ ...offer, startsAt: "2026-12-24T18:00", endsAt: "" })).toMatchObject({
      titleAr: "",
      discountType: "percentage",
      amount: 100,
      isActive: true,
      startsAt: "2026-12-24T18:00",
      endsAt: null,
    });
    expect(fieldsOf(OfferInputSchema.safeParse({ ...offer, minOrderAmount: 0 }))).toEqual({
      minOrderAmount: "Le seuil doit être un montant entier en dinars, supérieur à 0",
    });
    expect(fieldsOf(OfferInputSchema.safeParse({ ...offer, amount: 101 }))).toEqual({ amount: "Une remise en pourcentage ne peut dépasser 100 %" });
    expect(OfferInputSchema.safeParse({ ...offer, discountType: "fixed", amount: 1_500 }).success).toBe(true);
    expect(fieldsOf(OfferInputSchema.safeParse({ ...offer, startsAt: "2026-12-24T18:00", endsAt: "2026-12-24T09:00" }))).toEqual({
      endsAt: "La fin doit suivre le début",
    });
  });

  it("takes free delivery from a whole amount, or blank for none", () => {
    expect(FreeDeliverySchema.parse({ from: "", methods: "both" })).toEqual({ from: null, methods: "both" });
    expect(FreeDeliverySchema.parse({ from: 9_000, methods: "stopdesk" })).toEqual({ from: 9_000, methods: "stopdesk" });
    expect(FreeDeliverySchema.safeParse({ from: 0, methods: "home" }).success).toBe(false);
  });
});

describe("the shop details' rules", () => {
  const shop = { brandName: "Rafale", phone: "", email: "", facebookUrl: "", instagramUrl: "", tiktokUrl: "", returnsPortalUrl: "" };

  it("keep a phone as typed once it passes the spec's rule, and make a blank field null", () => {
    expect(ShopDetailsInputSchema.parse({ ...shop, phone: " +213 555 12 34 56 " })).toEqual({
      brandName: "Rafale",
      phone: "+213 555 12 34 56",
      email: null,
      facebookUrl: null,
      instagramUrl: null,
      tiktokUrl: null,
      returnsPortalUrl: null,
    });
    for (const phone of ["0555123456", "0555 12 34 56", "0555-12-34-56", "00213 555 12 34 56"])
      expect(ShopDetailsInputSchema.safeParse({ ...shop, phone }).success, phone).toBe(true);
    for (const phone of ["0212345678", "+213 21 45 67 89", "055512345", "+33 6 12 34 56 78"])
      expect(ShopDetailsInputSchema.safeParse({ ...shop, phone }).success, phone).toBe(false);
  });

  it("take https links with a dotted host only", () => {
    expect(ShopDetailsInputSchema.safeParse({ ...shop, tiktokUrl: "https://www.tiktok.com/@rafale.dz" }).success).toBe(true);
    for (const link of ["http://www.tiktok.com/@rafale", "javascript:alert(1)", "https://localhost/x", "https://exa mple.com"])
      expect(fieldsOf(ShopDetailsInputSchema.safeParse({ ...shop, tiktokUrl: link })), link).toEqual({
        tiktokUrl: "Adresse invalide : elle doit commencer par https://",
      });
  });
});
