import { describe, expect, it } from "vitest";
import { dayAYearLater, isCalendarDay, OrdersExportQuerySchema } from "./admin-orders-export";

const issues = (query: Record<string, unknown>) => {
  const result = OrdersExportQuerySchema.safeParse(query);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the accountant's export period", () => {
  it("takes two real days, the first on or before the last, a year at most", () => {
    expect(issues({ from: "2031-03-01", to: "2031-03-31" })).toEqual([]);
    expect(issues({ from: "2031-03-01", to: "2031-03-01" })).toEqual([]);
    expect(issues({ from: "2032-02-29", to: "2033-02-28" })).toEqual([]);
    expect(issues({ from: "2031-01-01", to: "2031-12-31" })).toEqual([]);
    expect(issues({ from: "2031-01-01", to: "2032-01-01" })).toEqual([
      "to: Choisissez une période d’un an au plus",
    ]);
    expect(issues({ from: "2031-03-02", to: "2031-03-01" })).toEqual([
      "to: Le dernier jour doit suivre le premier (ou être le même)",
    ]);
  });

  it("names a missing or impossible day without judging the period", () => {
    expect(issues({})).toEqual([
      "from: Choisissez le premier jour de la période",
      "to: Choisissez le dernier jour de la période",
    ]);
    expect(issues({ from: "", to: "2031-03-01" })).toEqual([
      "from: Choisissez le premier jour de la période",
    ]);
    expect(issues({ from: "01/03/2031", to: "2031-03-01" })).toEqual(["from: Date invalide (AAAA-MM-JJ)"]);
    expect(issues({ from: "2031-03-01", to: "2031-02-30" })).toEqual(["to: Date invalide (AAAA-MM-JJ)"]);
  });

  it("knows the calendar", () => {
    expect(["2032-02-29", "2031-12-31"].map(isCalendarDay)).toEqual([true, true]);
    expect(["2031-02-29", "2031-13-01", "2031-1-01", "x"].map(isCalendarDay)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(dayAYearLater("2032-02-29")).toBe("2033-03-01");
    expect(dayAYearLater("2031-03-01")).toBe("2032-03-01");
  });
});
