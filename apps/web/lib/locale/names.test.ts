import { describe, expect, it } from "vitest";
import { localizeNames } from "./names";

const answer = {
  products: [{ id: 1, title: "Chaussure de running", titleFr: "Chaussure de running", titleAr: "حذاء جري" }],
  category: { id: 2, slug: "promos", title: "Promos", titleAr: "تخفيضات", children: [{ id: 3, title: "Running", titleAr: "" }] },
  states: [{ id: 16, name: "Alger", nameAr: "الجزائر" }],
};

describe("localizeNames", () => {
  it("leaves a French answer as the API sent it", () => {
    expect(localizeNames(answer, "fr")).toBe(answer);
  });

  it("shows the Arabic columns on an Arabic page, at any depth, and keeps the French title beside them", () => {
    const arabic = localizeNames(answer, "ar");
    expect(arabic.products[0]?.title).toBe("حذاء جري");
    expect(arabic.category.title).toBe("تخفيضات");
    expect(arabic.category).toMatchObject({ titleFr: "Promos" });
    expect(arabic.states[0]?.name).toBe("الجزائر");
  });

  it("keeps the French name where the Arabic column is empty", () => {
    expect(localizeNames(answer, "ar").category.children[0]?.title).toBe("Running");
  });
});
