/**
 * The picture a shopper sees first is asked for from the HTML's head, before any script: the home's campaign
 * picture, a listing's first cards and a product's first photo each have a preload hint with the same `srcset` and
 * `sizes` as their `<img>`, which loads eagerly; the pictures further down load lazily. The HTML is the same at
 * every width (the browser picks the width from `sizes`), so this is checked once.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { categoryPagePath, findBigCategory, getJson, type FilterPage } from "./catalog-support";

type Hint = { srcSet: string; sizes: string; high: boolean };

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? null;

/** The image preload hints in the head, and the `<img>` elements of the page. */
async function readImages(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const hints: Hint[] = (html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).map((tag) => ({
    srcSet: attribute(tag, "imageSrcSet") ?? "",
    sizes: attribute(tag, "imageSizes") ?? "",
    high: attribute(tag, "fetchPriority") === "high",
  }));
  const images = (html.match(/<img\s[^>]*>/g) ?? []).map((tag) => ({
    srcSet: attribute(tag, "srcSet") ?? "",
    sizes: attribute(tag, "sizes") ?? "",
    lazy: attribute(tag, "loading") === "lazy",
  }));
  return { hints, images };
}

async function expectPreloaded(request: APIRequestContext, path: string, { count, high }: { count: number; high: boolean }) {
  const { hints, images } = await readImages(request, path);
  expect(hints.length, `${path}: preload hints`).toBe(count);
  for (const hint of hints) {
    expect(hint.srcSet, path).toContain("/_next/image?url=");
    expect(hint.high, `${path}: high priority`).toBe(high);
    const image = images.find((candidate) => candidate.srcSet === hint.srcSet);
    expect(image, `${path}: an <img> with the preloaded srcset`).toBeDefined();
    expect(image!.sizes, path).toBe(hint.sizes);
    expect(image!.lazy, `${path}: the preloaded picture loads eagerly`).toBe(false);
  }
  const others = images.filter((image) => !hints.some((hint) => hint.srcSet === image.srcSet));
  expect(others.length, `${path}: pictures further down`).toBeGreaterThan(0);
  expect(others.filter((image) => !image.lazy).map((image) => image.srcSet.slice(0, 80)), path).toEqual([]);
}

test("the first picture of the home, a listing and a product is preloaded from the head; the others load lazily", async ({
  request,
}) => {
  await expectPreloaded(request, "/", { count: 1, high: true });
  await expectPreloaded(request, await categoryPagePath(request, (await findBigCategory(request, 4)).slug), { count: 2, high: false });
  const { products } = await getJson<FilterPage>(request, "/api/products/filter?pageSize=1");
  await expectPreloaded(request, `/produit/${products[0]!.id}`, { count: 1, high: true });
});
