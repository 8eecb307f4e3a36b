import type { AdminCategory } from "@shop/domain/contract/admin-categories";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CategoryRow, type RowActions } from "./category-row";

const PROMOS: AdminCategory = {
  id: 3,
  parentId: 1,
  depth: 2,
  position: 1,
  slug: "homme-promos",
  path: "/categorie/homme/homme-promos",
  titleFr: "Promos",
  titleAr: "تخفيضات",
  description: "",
  isClickable: true,
  isFeatured: true,
  oldSlugs: ["homme-soldes"],
  products: { direct: 33, total: 33, placed: 2 },
};

const noop = () => {};
const actions: RowActions = { edit: noop, addChild: null, move: noop, remove: noop, up: null, down: noop };
const render = (category: AdminCategory, rowActions: RowActions | null = actions) =>
  renderToStaticMarkup(<CategoryRow category={category} hasChildren={false} expanded={false} onToggle={noop} actions={rowActions} />);

describe("a row of the categories tree", () => {
  it("shows the French and Arabic titles side by side, the Arabic right to left, with its flags and counts", () => {
    const html = render(PROMOS);
    expect(html).toContain(">Promos<");
    expect(html).toMatch(/<span dir="rtl" lang="ar"[^>]*>تخفيضات<\/span>/);
    expect(html).toContain("Mis en avant · rouge");
    expect(html).toContain("homme-promos");
    expect(html).toContain("33 produits");
    expect(html).toContain("2 placés à la main");
    expect(html).toContain("1 ancienne adresse redirigée");
  });

  it("offers reordering only where the category can go, and nothing but reading to operators", () => {
    const html = render(PROMOS);
    expect(html).toMatch(/<button type="button" data-move="3:up" aria-disabled="true" aria-label="Monter Promos"/);
    expect(html).toMatch(/<button type="button" data-move="3:down" aria-label="Descendre Promos"/);
    const readOnly = render(PROMOS, null);
    expect(readOnly).not.toContain("Modifier");
    expect(readOnly).toContain('href="/gestion/categories?produits=3"');
  });

  it("shows markup typed in a title as text, and says when the Arabic title is missing", () => {
    const html = render({ ...PROMOS, titleFr: "<img src=x onerror=alert(1)>", titleAr: "", isFeatured: false, isClickable: false });
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img");
    expect(html).toContain("Titre arabe à écrire");
    expect(html).toContain("Titre seul");
  });
});
