/**
 * Shared steps of the catalogue specs (e2e/catalog-*.spec.ts). Everything is discovered through the API, never
 * hard-coded: `npm test` seeds a smaller catalogue than a developer's database.
 */
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";

export type CategoryLink = { id: number; slug: string; title: string };
export type CategoryNode = CategoryLink & { isClickable: boolean; featured: CategoryNode[]; children: CategoryNode[] };
export type CategoryDetail = CategoryNode & { parent: CategoryLink | null; grandparent: CategoryLink | null };
export type FacetValue = { value: string; count: number; selected: boolean };
export type FilterPage = {
  products: { id: number; title: string; colorCount: number; price: number; promoPrice: number | null }[];
  total: number;
  hasMore: boolean;
  facets: { key: string; label: string; values: FacetValue[] }[];
};
export type SizePrice = { size: string; ean: string; price: number; promoPrice: number | null };
export type ProductDetail = {
  id: number;
  title: string;
  titleAr: string;
  variations: { colorNo: string; colorName: string; images: string[]; sizes: SizePrice[]; linkedVariations: unknown[] }[];
};

/** Decline analytics before any page script runs, so the consent overlay never covers the page. */
export async function declineCookies(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem("cookie_consent", "no"));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The newest published product that `accept` takes, its details read from the API. Other journeys publish products
 * of their own (an imported file's, with one picture and no Arabic title): a test that needs a product of the demo
 * catalogue's kind says what it needs rather than taking whichever is newest.
 */
export async function findProduct(
  request: APIRequestContext,
  accept: (product: ProductDetail) => boolean,
): Promise<ProductDetail> {
  for (let pageOffset = 0; pageOffset < 5; pageOffset += 1) {
    const { products } = await getJson<FilterPage>(request, `/api/products/filter?pageSize=24&sort=newest&pageOffset=${pageOffset}`);
    for (const { id } of products) {
      const detail = await getJson<ProductDetail>(request, `/api/products/find/id/${id}`);
      if (accept(detail)) return detail;
    }
  }
  throw new Error("no product of the catalogue fits the test");
}

/** A product of the demo catalogue's kind: several photos in every colour, a title in Arabic letters. */
export const demoLike = (product: ProductDetail) =>
  product.variations.every((variation) => variation.images.length > 1) && /[\u0600-\u06FF]{3,}/.test(product.titleAr);

/** The path of a category's page: every slug from the top level down. */
export async function categoryPagePath(request: APIRequestContext, slug: string): Promise<string> {
  const detail = await getJson<CategoryDetail>(request, `/api/categories/slug/${slug}`);
  return `/categorie/${[detail.grandparent, detail.parent, detail]
    .filter((link): link is CategoryLink => link !== null)
    .map((link) => link.slug)
    .join("/")}`;
}

/** The clickable category with the most products, at least `min` of them (a first-level child: « Chaussures »). */
export async function findBigCategory(request: APIRequestContext, min: number): Promise<{ slug: string; total: number }> {
  const tree = await getJson<CategoryNode[]>(request, "/api/categories/tree");
  let best = { slug: "", total: 0 };
  for (const child of tree.flatMap((top) => top.children).filter((node) => node.isClickable)) {
    const { total } = await getJson<FilterPage>(request, `/api/products/filter?category=${child.slug}&pageSize=1`);
    if (total > best.total) best = { slug: child.slug, total };
  }
  expect(best.total, "a category big enough for the test").toBeGreaterThanOrEqual(min);
  return best;
}

/** Sizes of a category, most common first, and for one of them the most common colour among its products. */
export async function findSizeAndColour(request: APIRequestContext, slug: string) {
  const all = await getJson<FilterPage>(request, `/api/products/filter?category=${slug}&pageSize=1`);
  const sizes = [...(all.facets.find((facet) => facet.key === "printSizeFr")?.values ?? [])].sort((a, b) => b.count - a.count);
  const size = sizes[0]?.value;
  expect(size, "a size facet").toBeTruthy();
  const bySize = await getJson<FilterPage>(
    request,
    `/api/products/filter?category=${slug}&pageSize=1&printSizeFr=${encodeURIComponent(size!)}`,
  );
  const colours = [...(bySize.facets.find((facet) => facet.key === "searchColor")?.values ?? [])].sort((a, b) => b.count - a.count);
  const colour = colours[0]?.value;
  expect(colour, "a colour facet").toBeTruthy();
  const both = await getJson<FilterPage>(
    request,
    `/api/products/filter?category=${slug}&pageSize=60&printSizeFr=${encodeURIComponent(size!)}&searchColor=${encodeURIComponent(colour!)}`,
  );
  expect(both.total).toBeGreaterThan(0);
  return { size: size!, colour: colour!, filtered: both };
}

/** A product of the list with two colours or more, each having a size in stock. */
export async function findMultiColourProduct(request: APIRequestContext, ids: number[]) {
  for (const id of ids) {
    const product = await getJson<ProductDetail>(request, `/api/products/find/id/${id}`);
    if (product.variations.length < 2) continue;
    const { stock } = await getJson<{ stock: Record<string, number> }>(request, `/api/products/stock/${id}`);
    const inStock = (variation: ProductDetail["variations"][number]) =>
      variation.sizes.find((candidate) => (stock[candidate.ean] ?? 0) >= 2);
    if (product.variations.every((variation) => inStock(variation))) {
      /** Another colour than `colorNo`, with one of its sizes in stock. */
      const otherThan = (colorNo: string) => {
        const variation = product.variations.find((candidate) => candidate.colorNo !== colorNo)!;
        return { variation, size: inStock(variation)! };
      };
      return { product, otherThan };
    }
  }
  throw new Error("no product with two colours in stock in the list");
}

/** The label (the visible chip) of a facet checkbox whose name starts with `value` followed by its count. */
export function facetOption(scope: Locator, value: string): Locator {
  return scope.locator("label").filter({ hasText: new RegExp(`^${escapeRegExp(value)}\\s*\\(\\d+\\)`) });
}

/** DA amount as the shop writes it: "DA 14 000". */
export function money(amount: number): string {
  return `DA ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, " ")}`;
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1024;
