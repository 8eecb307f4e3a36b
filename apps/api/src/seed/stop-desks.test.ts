import { describe, expect, it } from "vitest";
import { deliveryFeeRows } from "./delivery-fees.js";
import { communeRows, stateRows } from "./seed-geography.js";
import { stopDeskRows } from "./stop-desks.js";

describe("stopDeskRows", () => {
  const rows = stopDeskRows(stateRows(), communeRows());
  const served = deliveryFeeRows()
    .filter((fee) => fee.method === "stopdesk-delivery" && fee.isAvailable)
    .map((fee) => fee.stateId);

  it("opens agencies in every wilaya that offers the stop desk, and only there", () => {
    expect([...new Set(rows.map((row) => row.stateId))].sort((a, b) => a - b)).toEqual(
      [...served].sort((a, b) => a - b),
    );
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it("names them after their town, with a street address and opening hours", () => {
    const algiers = rows.filter((row) => row.stateId === 16);
    expect(algiers.map((row) => row.name)).toEqual([
      "Agence Alger Centre",
      "Agence Bab Ezzouar",
      "Agence Chéraga",
      "Agence Hussein Dey",
    ]);
    expect(rows.find((row) => row.id === 601)).toMatchObject({
      name: "Agence Béjaïa",
      address: expect.stringMatching(/, Béjaïa$/),
    });
    expect(rows.find((row) => row.id === 102)).toMatchObject({
      name: "Agence Adrar – Gare routière",
      address: expect.stringMatching(/^Gare routière, .+, Adrar$/),
    });
    for (const row of rows) {
      expect(row.openingHours).toMatch(/^(Samedi|Dimanche) au jeudi, \d+ h/);
      expect(row.isActive).toBe(true);
    }
  });

  it("writes them in Arabic too: the town's Arabic name, Arabic street words, hours with their times left to right", () => {
    const algiers = rows.filter((row) => row.stateId === 16);
    expect(algiers.map((row) => row.nameAr)).toEqual([
      "وكالة الجزائر الوسطى",
      "وكالة باب الزوار",
      "وكالة شراقة",
      "وكالة حسين داي",
    ]);
    expect(rows.find((row) => row.id === 102)).toMatchObject({
      nameAr: "وكالة أدرار – المحطة البرية",
      addressAr: expect.stringMatching(/^المحطة البرية، (شارع|نهج|جادة|حي) .+، أدرار$/),
    });
    for (const row of rows) {
      for (const text of [row.nameAr, row.addressAr, row.openingHoursAr])
        expect(text).not.toMatch(/[A-Za-zÀ-ÿ]/);
      expect(row.addressAr).toMatch(/^(\d+|المحطة البرية)، (شارع|نهج|جادة|حي) /);
      expect(row.openingHoursAr).toMatch(/^من (السبت|الأحد) إلى الخميس، \u2066\d+:\d\d–\d+:\d\d\u2069/);
    }
  });

  it("gives the same rows every time (seeding twice changes nothing)", () => {
    expect(stopDeskRows(stateRows(), communeRows())).toEqual(rows);
  });
});
