import type { AdminCategory } from "@shop/domain/contract/admin-categories";
import { describe, expect, it } from "vitest";
import { acceptsChildren, mayBeFeatured, moveTargets, treeModel } from "./tree-model";

let nextId = 1;
function category(titleFr: string, parent: AdminCategory | null, extra: Partial<AdminCategory> = {}): AdminCategory {
  const id = nextId++;
  return {
    id,
    parentId: parent?.id ?? null,
    depth: (parent?.depth ?? 0) + 1,
    position: 0,
    slug: titleFr.toLowerCase(),
    path: `/categorie/${titleFr.toLowerCase()}`,
    titleFr,
    titleAr: "",
    description: "",
    isClickable: true,
    isFeatured: false,
    oldSlugs: [],
    products: { direct: 0, total: 0, placed: 0 },
    ...extra,
  };
}

const homme = category("Homme", null);
const promos = category("Promos", homme, { isFeatured: true });
const chaussures = category("Chaussures", homme);
const running = category("Running", chaussures);
const femme = category("Femme", null);
const vetements = category("Vêtements", femme);
const model = treeModel([homme, promos, chaussures, running, femme, vetements]);
const titles = (targets: (AdminCategory | null)[]) => targets.map((target) => target?.titleFr ?? "(haut)");

describe("the categories page's tree", () => {
  it("knows each category's children, height and path of titles", () => {
    expect(model.childrenOf(homme.id).map((child) => child.titleFr)).toEqual(["Promos", "Chaussures"]);
    expect([model.heightOf(homme.id), model.heightOf(chaussures.id), model.heightOf(running.id)]).toEqual([2, 1, 0]);
    expect(model.titlePath(running.id)).toBe("Homme › Chaussures › Running");
  });

  it("offers a move only where three levels hold, never below itself or under a featured link", () => {
    expect(titles(moveTargets(model, running))).toEqual(["(haut)", "Homme", "Chaussures", "Femme", "Vêtements"]);
    // « Chaussures » has a child: it fits at the top or under a top-level category, not under « Vêtements ».
    expect(titles(moveTargets(model, chaussures))).toEqual(["(haut)", "Homme", "Femme"]);
    // « Homme » holds two levels: only the top.
    expect(titles(moveTargets(model, homme))).toEqual(["(haut)"]);
    // A featured link stays directly under a top-level category.
    expect(titles(moveTargets(model, promos))).toEqual(["Homme", "Femme"]);
  });

  it("lets a category take children and be featured only where the menu shows them", () => {
    expect([acceptsChildren(homme), acceptsChildren(chaussures), acceptsChildren(running), acceptsChildren(promos)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(mayBeFeatured(model, vetements)).toBe(true);
    expect(mayBeFeatured(model, chaussures)).toBe(false);
    expect(mayBeFeatured(model, { depth: 2 })).toBe(true);
    expect(mayBeFeatured(model, running)).toBe(false);
  });
});
