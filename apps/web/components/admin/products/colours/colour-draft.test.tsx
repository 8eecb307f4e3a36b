import { describe, expect, it } from "vitest";
import type { EditorColour } from "@shop/domain/contract/admin-catalogue";
import {
  bodyOf,
  bulkOnePrice,
  bulkPercent,
  bulkPromo,
  changedCells,
  draftOf,
  errorsByCell,
  newRow,
  pendingChanges,
  promoState,
  validateDraft,
} from "./colour-draft";

const sku = (id: number, size: string, ean: string, price: number) => ({
  id,
  size,
  ean,
  sku: null,
  price,
  promoPrice: null,
  promoStart: null,
  promoEnd: null,
  promoInForce: false,
  stock: 3,
  active: true,
});

const colour: EditorColour = {
  id: 7,
  colorNo: "001",
  nameFr: "Noir",
  nameAr: "أسود",
  hex: "#111111",
  searchColor: "Noir",
  pictures: [],
  links: [],
  skus: [sku(1, "40", "4006381333931", 12_990), sku(2, "41", "3017620422003", 12_990), sku(3, "42", "2000000000015", 13_490)],
};

describe("a colour's draft", () => {
  it("is the saved colour as text, and sends what the API's schema accepts", () => {
    const draft = draftOf(colour);
    expect(draft.rows[0]).toMatchObject({ key: "sku-1", price: "12990", promoPrice: "", stock: "3", removed: false });
    const checked = validateDraft(draft, 5);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.body.skus[2]).toMatchObject({ id: 3, price: 13_490, promoPrice: null, sku: null, promoStart: null });
    expect(pendingChanges(draft, colour)).toBe(0);
  });

  it("leaves a removed size out of the save and reads the API's skus.N errors against the rows sent", () => {
    const draft = draftOf(colour);
    draft.rows[0]!.removed = true;
    expect(bodyOf(draft, 5).skus.map((row) => row.size)).toEqual(["41", "42"]);
    // skus.1 is the second row sent: size 42, the third of the grid.
    expect(errorsByCell(draft, { "skus.1.ean": "Cet EAN est déjà utilisé par un autre article", nameFr: "x", revision: "y" })).toEqual({
      "sku-3.ean": "Cet EAN est déjà utilisé par un autre article",
      nameFr: "x",
      _: "y",
    });
  });

  it("points a refused cell out with the schema's French message", () => {
    const draft = draftOf(colour);
    draft.rows[1]!.ean = "4006381333932";
    draft.rows[2]!.promoPrice = "14000";
    const checked = validateDraft(draft, 5);
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(checked.errors).toEqual({
        "sku-2.ean": "EAN-13 invalide : 13 chiffres dont le dernier est la clé de contrôle",
        "sku-3.promoPrice": "Le prix promo doit être inférieur au prix",
      });
  });

  it("lets a new size go with a blank EAN (the API draws an internal one) and counts it as one change", () => {
    const draft = draftOf(colour);
    const row = { ...newRow(draft.rows.at(-1)), size: "43" };
    draft.rows.push(row);
    expect(row.price).toBe("13490");
    expect(validateDraft(draft, 5).ok).toBe(true);
    expect(pendingChanges(draft, colour)).toBe(1);
    expect(changedCells(draft, colour).has(`${row.key}.price`)).toBe(true);
  });
});

describe("bulk edits on the draft", () => {
  it("previews one price for every size still in the grid, highlighting only the cells it changed", () => {
    const draft = draftOf(colour);
    draft.rows[2]!.removed = true;
    const next = bulkOnePrice(draft, 12_990);
    expect(next.rows.map((row) => row.price)).toEqual(["12990", "12990", "13490"]);
    expect([...changedCells(next, colour)]).toEqual(["sku-3.removed"]);
  });

  it("changes prices by a percentage rounded to 10 DA, leaving a price still being typed alone", () => {
    const draft = draftOf(colour);
    draft.rows[1]!.price = "12 9";
    const next = bulkPercent(draft, -10);
    expect(next.rows.map((row) => row.price)).toEqual(["11690", "12 9", "12140"]);
  });

  it("puts a promo with its window on every size, and takes them all off", () => {
    const next = bulkPromo(draftOf(colour), { price: 9_990, start: "2026-12-01T00:00", end: null });
    for (const row of next.rows) expect(row).toMatchObject({ promoPrice: "9990", promoStart: "2026-12-01T00:00", promoEnd: "" });
    expect(next.rows.map((row) => row.price)).toEqual(["12990", "12990", "13490"]);
    for (const row of bulkPromo(next, null).rows) expect(row).toMatchObject({ promoPrice: "", promoStart: "", promoEnd: "" });
  });
});

describe("a size's promo", () => {
  const now = new Date("2026-12-10T12:00:00Z");
  const row = (promoPrice: string, promoStart = "", promoEnd = "") => ({ ...draftOf(colour).rows[0]!, promoPrice, promoStart, promoEnd });

  it("is the API's word while the row is as saved", () => {
    const saved = { ...colour.skus[0]!, promoPrice: 9_990, promoInForce: true };
    expect(promoState(row("9990"), saved, now)).toBe("now");
  });

  it("is worked out from what is typed, in Algiers time, once edited", () => {
    expect(promoState(row(""), undefined, now)).toBeNull();
    expect(promoState(row("9990"), undefined, now)).toBe("now");
    expect(promoState(row("9990", "2026-12-10T13:30"), undefined, now)).toBe("planned");
    expect(promoState(row("9990", "2026-12-10T12:30"), undefined, now)).toBe("now");
    expect(promoState(row("9990", "", "2026-12-10T13:00"), undefined, now)).toBe("over");
  });
});
