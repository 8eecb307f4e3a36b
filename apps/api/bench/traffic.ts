// Realistic read traffic for `bench:api`: what shoppers and crawlers ask for, drawn afresh on every request, so
// that the catalogue cache answers only what real traffic would repeat (popular products, common prefixes).
import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client.js";

/** Deterministic pseudo-random numbers (mulberry32): the same traffic in every run. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The seed of the items' popularity ranks: the same in every draw (see `zipf`). */
const POPULARITY_SEED = 11;

/**
 * Draws items Zipf-like (the item of rank r with a weight of 1/r^s): a few are asked for very often, most of the
 * catalogue once in a while, as page views of a shop are. The ranks are shuffled over the items first, so the
 * popular products are spread over the catalogue rather than being the first ids. That shuffle is the same for
 * every draw of the same items, whatever `random`: a shop's popular products are the same ones whether their page
 * or their stock is asked for, this minute or the next. Only the requests drawn differ from one draw to the next.
 */
export function zipf<T>(items: readonly T[], random: () => number, exponent = 1): () => T {
  const order = items.map((_, index) => index);
  const shuffle = randomSource(POPULARITY_SEED);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(shuffle() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const cumulative = new Float64Array(items.length);
  let total = 0;
  for (let rank = 0; rank < items.length; rank++) cumulative[rank] = total += 1 / (rank + 1) ** exponent;
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return items[order[low]!]!;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** The words of the catalogue's French and Arabic titles, and the prefixes shoppers type of them (2 to 8 letters). */
export async function searchPrefixes(db: Db, limit = 20_000): Promise<string[]> {
  const { rows } = await db.execute<{ title_fr: string; title_ar: string }>(
    sql`select title_fr, title_ar from products order by id limit ${limit}`,
  );
  const prefixes = new Set<string>();
  for (const { title_fr: french, title_ar: arabic } of rows) {
    for (const word of `${french} ${arabic}`.toLocaleLowerCase("fr").split(/[^\p{L}]+/u)) {
      for (let length = 2; length <= Math.min(8, word.length); length++) prefixes.add(word.slice(0, length));
    }
  }
  return [...prefixes];
}

type Facets = { key: string; values: { value: string }[] }[];

/** Each category's slug with the facet values its listing offers, read from the API as the storefront does. */
export async function categoryFacets(baseUrl: string): Promise<{ slug: string; facets: [string, string][] }[]> {
  type Node = { slug: string; children: Node[] };
  const roots = (await (await fetch(`${baseUrl}/api/categories/tree`)).json()) as Node[];
  const slugs = roots.flatMap(function walk(node): string[] {
    return [node.slug, ...node.children.flatMap(walk)];
  });
  return Promise.all(
    slugs.map(async (slug) => {
      const body = (await (await fetch(`${baseUrl}/api/products/filter?category=${slug}`)).json()) as { facets: Facets };
      const facets = body.facets.flatMap(({ key, values }) => values.map(({ value }): [string, string] => [key, value]));
      return { slug, facets };
    }),
  );
}

export type TrafficSources = {
  productIds: number[];
  prefixes: string[];
  categories: { slug: string; facets: [string, string][] }[];
  /** The session cookies of shoppers with a cart (see `openShopperCarts`). */
  carts: string[];
};

export type Call = "product" | "search" | "filter" | "stock" | "cart";

/** A request drawn: its path, and the session cookie of the shopper who sends it, if any. */
export type Drawn = { path: string; cookie?: string };

/**
 * Of the visitors whose page asks for their cart, those who have one: the others have no session yet (a session
 * starts with the first cart or wishlist change, or a sign-in) and are answered 404 without a query.
 */
export const WITH_CART = 0.3;

/**
 * Opens `count` carts of 1 to 3 lines of sizes in stock drawn over the catalogue, through the API as shoppers do,
 * and returns their session cookies. `origin` is one the API accepts for writes.
 */
export async function openShopperCarts(db: Db, baseUrl: string, origin: string, count: number): Promise<string[]> {
  const { rows: sizes } = await db.execute<{ color_no: string; size: string }>(sql`
    select v.color_no, s.size from skus s join variations v on v.id = s.variation_id
     where s.stock > 0 and s.id % 31 = 0 order by s.id limit ${count * 3}`);
  const random = randomSource(7);
  const open = async () => {
    let cookie: string | undefined;
    for (let line = 0, lines = 1 + Math.floor(random() * 3); line < lines; line++) {
      const { color_no: colorNo, size } = pick(sizes, random);
      const response = await fetch(`${baseUrl}/api/cart/update`, {
        method: "PATCH",
        headers: { "content-type": "application/json", origin, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ colorNo, size, quantity: 1 }),
      });
      if (!response.ok) throw new Error(`cart update failed: ${response.status} ${await response.text()}`);
      cookie ??= response.headers.getSetCookie()[0]!.split(";")[0]!;
    }
    return cookie!;
  };
  const cookies: string[] = [];
  while (cookies.length < count) {
    cookies.push(...(await Promise.all(Array.from({ length: Math.min(50, count - cookies.length) }, open))));
  }
  return cookies;
}

/** The requests of one kind of call, drawn afresh each time. */
export function drawPaths(sources: TrafficSources, seed: number): Record<Call, () => Drawn> {
  const random = randomSource(seed);
  const shopper = zipf(sources.carts, random);
  const product = zipf(sources.productIds, random);
  const prefix = zipf(sources.prefixes, random, 0.8);
  const sorts = ["relevance", "relevance", "relevance", "price-asc", "price-desc", "newest"];
  const paths = {
    product: () => `/api/products/find/id/${product()}`,
    stock: () => `/api/products/stock/${product()}`,
    // Suggestions (5 products) as the search box asks while typing, and one page in four a full result page.
    search: () =>
      random() < 0.75
        ? `/api/products/search?query=${encodeURIComponent(prefix())}&pageSize=5`
        : `/api/products/search?query=${encodeURIComponent(prefix())}`,
    filter: () => {
      const category = pick(sources.categories, random);
      const params = new URLSearchParams({ category: category.slug });
      if (category.facets.length > 0 && random() < 0.7) {
        const [key, value] = pick(category.facets, random);
        params.set(key, value);
      }
      const page = random();
      if (page > 0.7) params.set("pageOffset", page > 0.9 ? "2" : "1");
      const sort = pick(sorts, random);
      if (sort !== "relevance") params.set("sort", sort);
      return `/api/products/filter?${params}`;
    },
  };
  return {
    ...(Object.fromEntries(Object.entries(paths).map(([call, path]) => [call, () => ({ path: path() })])) as Record<
      keyof typeof paths,
      () => Drawn
    >),
    // The header's cart, read as each page opens and every 10 s while it stays open (spec §4).
    cart: () => (random() < WITH_CART ? { path: "/api/cart", cookie: shopper() } : { path: "/api/cart" }),
  };
}

/**
 * The mix of a shop's read traffic, in percent of requests: a product page asks for its sizes' stock and the
 * header's cart as it opens.
 */
export const MIX: Record<Call, number> = { product: 35, search: 25, filter: 20, stock: 10, cart: 10 };

/** A request of the mix: each call drawn with its share. */
export function drawMix(sources: TrafficSources, seed: number): () => Drawn {
  const draw = drawPaths(sources, seed);
  const random = randomSource(seed + 1);
  const calls = Object.entries(MIX) as [Call, number][];
  const total = calls.reduce((sum, [, share]) => sum + share, 0);
  return () => {
    let target = random() * total;
    for (const [call, share] of calls) if ((target -= share) < 0) return draw[call]();
    return draw.product();
  };
}
