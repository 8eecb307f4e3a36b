import { describe, expect, it } from "vitest";
import { FeeCellInputSchema, FeeGridUpdateSchema, StopDeskInputSchema } from "./admin-delivery";

const cell = { stateId: 16, method: "home-delivery", mode: "price", price: 400, minDays: 1, maxDays: 2 };
const fieldsOf = (input: Record<string, unknown>) => {
  const result = FeeCellInputSchema.safeParse({ ...cell, ...input });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("a cell of the fee grid as the form and the API check it", () => {
  it("needs a price only for the price mode; free and unavailable may leave it out", () => {
    expect(FeeCellInputSchema.parse({ ...cell, mode: "free", price: undefined })).toMatchObject({ mode: "free", price: null });
    expect(FeeCellInputSchema.parse({ ...cell, mode: "unavailable", price: null })).toMatchObject({ mode: "unavailable" });
  });

  it.each([
    [{ price: null }, { price: "Prix invalide : un nombre entier de dinars, de 1 à 20 000" }],
    [{ price: 0 }, { price: "Prix invalide : un nombre entier de dinars, de 1 à 20 000" }],
    [{ price: 20_001 }, { price: "Prix invalide : un nombre entier de dinars, de 1 à 20 000" }],
    [{ price: "400" }, { price: "Prix invalide : un nombre entier de dinars, de 1 à 20 000" }],
    [{ minDays: 3, maxDays: 2 }, { maxDays: "Le délai maximal doit être au moins égal au délai minimal" }],
    [{ minDays: -1 }, { minDays: "Délai invalide : un nombre entier de jours, de 0 à 60" }],
    [{ stateId: 0 }, { stateId: "Wilaya inconnue" }],
    [{ method: "drone" }, { method: "Mode de livraison invalide" }],
    [{ mode: "promo" }, { mode: "Choisissez un prix, « gratuit » ou « indisponible »" }],
    [{ minDays: 0, maxDays: 0, price: 20_000 }, {}],
  ])("%j → %j", (input, fields) => {
    expect(fieldsOf(input)).toEqual(fields);
  });

  it("refuses a wilaya and method given twice in one change", () => {
    const result = FeeGridUpdateSchema.safeParse({ fees: [cell, { ...cell, price: 500 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["fees.1.stateId", "Cette wilaya et ce mode sont donnés deux fois"],
    ]);
  });
});

describe("a stop desk as the form and the API check it", () => {
  const desk = { stateId: 16, communeId: 554, name: " Agence ", address: "1 rue", openingHours: "8 h – 18 h", courier: "Yalidine" };
  it("trims the texts and leaves the Arabic ones blank when not given", () => {
    expect(StopDeskInputSchema.parse(desk)).toEqual({ ...desk, name: "Agence", nameAr: "", addressAr: "", openingHoursAr: "" });
  });
  it("asks for the commune and the courier", () => {
    const result = StopDeskInputSchema.safeParse({ ...desk, communeId: undefined, courier: " " });
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]))).toEqual({
      communeId: "Choisissez la commune de l’agence",
      courier: "Le transporteur est obligatoire",
    });
  });
});
