import { describe, expect, it } from "vitest";
import { AnnouncementInputSchema, contrastProblem } from "./admin-announcements";

const base = { textFr: "Livraison offerte", bgColor: "#111111", textColor: "#ffffff" };
const fieldsOf = (input: Record<string, unknown>) => {
  const result = AnnouncementInputSchema.safeParse({ ...base, ...input });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("an announcement as the form and the API check it", () => {
  it("reads blank dates as none and lowercases the colours", () => {
    expect(AnnouncementInputSchema.parse({ ...base, bgColor: "#C8102E", startsAt: "", endsAt: "" })).toEqual({
      ...base,
      bgColor: "#c8102e",
      textAr: "",
      isActive: true,
      startsAt: null,
      endsAt: null,
    });
  });

  it.each([
    [{ textColor: "#777777", bgColor: "#ffffff" }, { textColor: contrastProblem("#777777", "#ffffff") }],
    [{ textColor: "#222222" }, { textColor: contrastProblem("#222222", "#111111") }],
    [{ bgColor: "#fff" }, { bgColor: "Couleur invalide (format #rrggbb)" }],
    [{ textFr: "a".repeat(201) }, { textFr: "Le texte ne doit pas dépasser 200 caractères" }],
    [{ textAr: "\u0000" }, { textAr: "Caractères non autorisés" }],
    [{ startsAt: "2026-07-01T10:00", endsAt: "2026-07-01T09:59" }, { endsAt: "La fin doit suivre le début" }],
    [{ startsAt: "demain" }, { startsAt: "Date invalide (AAAA-MM-JJ HH:MM, heure d’Alger)" }],
    [{ textColor: "#767676", bgColor: "#ffffff", startsAt: "2026-07-01T10:00", endsAt: "2026-07-01T10:01" }, {}],
  ])("%j → %j", (input, fields) => {
    expect(fieldsOf(input)).toEqual(fields);
  });

  it("says the ratio, rounded down, in the refusal", () => {
    expect(contrastProblem("#777777", "#ffffff")).toBe(
      "Contraste insuffisant (4,4:1) : il faut au moins 4,5:1 entre le texte et le fond pour que l’annonce reste lisible",
    );
    expect(contrastProblem("#767676", "#ffffff")).toBeUndefined();
  });
});
