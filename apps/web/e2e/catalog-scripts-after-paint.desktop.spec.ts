/**
 * A page's scripts are asked for once its first frame is shown (lib/scripts-after-paint.mjs, decisions 0052, 0060
 * and 0062): the HTML's head names none of them, and its stylesheet is written in it, so they are asked for only once
 * the browser has reported its first paint (and drawn the main picture), and the page still comes to life (the
 * consent banner's buttons answer). A tap on a button while they are on their way is played again once they have
 * run. Scripts are the same at every width, so this is checked once.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  categoryPagePath,
  declineCookies,
  demoLike,
  escapeRegExp,
  findBigCategory,
  findProduct,
  getJson,
  type FilterPage,
} from "./catalog-support";
import { addToCart, findInStockSizes } from "./chrome-support";

/** When the stylesheet arrived, the first paint, and when each of the page's own scripts was asked for (ms). */
async function readTimings(page: Page) {
  return page.evaluate(() => {
    const firstPaint = performance.getEntriesByName("first-paint")[0]?.startTime;
    const files = performance
      .getEntriesByType("resource")
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname.startsWith("/_next/static/"));
    return {
      firstPaint,
      stylesheets: files.filter((entry) => entry.name.endsWith(".css")).map((entry) => entry.responseEnd),
      scripts: files.filter((entry) => entry.name.endsWith(".js")).map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    };
  });
}

test("the scripts of the home, a listing, a product and the cart are asked for after the first frame, and the page responds", async ({
  page,
  request,
}) => {
  const { products } = await getJson<FilterPage>(request, "/api/products/filter?pageSize=1");
  const paths = ["/", await categoryPagePath(request, (await findBigCategory(request, 4)).slug), `/produit/${products[0]!.id}`, "/cart"];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, `${path}: no script asked for from the head`).not.toMatch(/<script src="[^"]*" async|as="script"/);

    // Undecided again, so that the banner shows on every page.
    if (page.url().startsWith("http")) await page.evaluate(() => localStorage.removeItem("cookie_consent"));
    await page.goto(path);
    // The consent banner's buttons are the page's own code: a click that hides it proves the scripts ran.
    const banner = page.getByRole("dialog", { name: "La protection de votre vie privée nous importe" });
    await banner.getByRole("button", { name: "Cookies nécessaires seulement" }).click();
    await expect(banner).toBeHidden();
    const { firstPaint, stylesheets, scripts } = await readTimings(page);
    // The stylesheet is in the head (lib/stylesheets-in-head.mjs): not asked for, before hydration or after, and
    // React's own link to it is there, disabled, so that it adds none.
    expect(stylesheets, `${path}: stylesheets asked for`).toEqual([]);
    expect(await page.locator("head style[nonce]").count(), `${path}: rules in the head`).toBe(1);
    expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count(), `${path}: stylesheet links`).toBe(0);
    expect(await page.locator("header").first().evaluate((header) => getComputedStyle(header).position), `${path}: styled`).toBe("sticky");
    expect(scripts.length, `${path}: scripts loaded`).toBeGreaterThan(3);
    // No script is asked for before the browser has shown the first frame: a small page (the cart) is read whole
    // before it, and its scripts were asked for as soon as it had been.
    expect(firstPaint, `${path}: first paint`).toBeGreaterThan(0);
    for (const script of scripts) expect(script.start, `${path}: ${script.name} after the first paint`).toBeGreaterThanOrEqual(firstPaint!);
  }
  // An order's page is drawn in the browser from the shopper's own data: its scripts keep their place in the head.
  const order = await (await request.get("/order-confirmed?id=1")).text();
  expect(order.slice(0, order.indexOf("</head>"))).toMatch(/<script src="[^"]*" async/);
});

/**
 * A slow network: the page's scripts are held until the returned function lets them through, once the shopper has
 * done what the test does while they are on their way (however long the browser takes to do it).
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js"), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** How many of the page's scripts have arrived. */
const scriptsArrived = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.endsWith(".js")).length);

test("a tap on a button while the page's scripts are on their way is answered once they have run", async ({ page }) => {
  for (const path of ["/cart", "/"]) {
    if (page.url().startsWith("http")) await page.evaluate(() => localStorage.removeItem("cookie_consent"));
    const release = await holdScripts(page);
    // The shopper taps as soon as the page is shown, without waiting for anything else.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const banner = page.getByRole("dialog", { name: "La protection de votre vie privée nous importe" });
    await banner.getByRole("button", { name: "Cookies nécessaires seulement" }).click();
    // The tap was made before any script had arrived: only the page's HTML could have received it.
    expect(await scriptsArrived(page), `${path}: scripts arrived before the tap`).toBe(0);
    release();
    await expect(banner, path).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie_consent")), path).not.toBeNull();
  }
});

test("a size picked and « Ajouter au panier » tapped while the scripts are on their way put the line in the cart", async ({
  page,
  context,
  request,
}) => {
  await declineCookies(context);
  const [pick] = await findInStockSizes(request, 1, 2);
  const release = await holdScripts(page);
  await page.goto(`/produit/${pick!.productId}`, { waitUntil: "domcontentloaded" });
  await page.getByTestId("size-options").locator("label").filter({ hasText: new RegExp(`^${escapeRegExp(pick!.size)}$`) }).click();
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  expect(await scriptsArrived(page), "scripts arrived before the taps").toBe(0);
  release();

  const drawer = page.getByRole("dialog", { name: /panier/i });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(pick!.title).first()).toBeVisible();
  const cart = (await (await page.request.get("/api/cart")).json()) as { cartItems: { productId: number; size: string }[] };
  expect(cart.cartItems.map((item) => [item.productId, item.size])).toEqual([[pick!.productId, pick!.size]]);
});

test("words typed in the header's search while the scripts are on their way are searched for once they have run", async ({
  page,
  context,
}) => {
  await declineCookies(context);
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const search = page.getByRole("banner").getByRole("combobox", { name: "Rechercher un produit" });
  await search.pressSequentially("chaus");
  expect(await scriptsArrived(page), "scripts arrived before the words were typed").toBe(0);
  release();
  // The shopper goes on typing once the scripts have come, and asks for the results once the suggestions show
  // (before the code has started, Enter in this field reaches nothing).
  await expect.poll(() => scriptsArrived(page), { timeout: 10_000 }).toBeGreaterThan(3);
  await search.pressSequentially("sure");
  await expect(page.getByRole("listbox", { name: "Suggestions de recherche" })).toBeVisible();
  await expect(search).toHaveValue("chaussure");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?query=chaussure$/);
});

test("a sort and a cart quantity picked while the scripts are on their way are applied once they have run", async ({
  page,
  context,
  request,
}) => {
  await declineCookies(context);
  const { slug } = await findBigCategory(request, 2);
  const path = await categoryPagePath(request, slug);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.getByLabel("Trier par").selectOption("price-asc");
  expect(await scriptsArrived(page), "scripts arrived before the sort was picked").toBe(0);
  release();
  await expect(page).toHaveURL(`${path}?sort=price-asc`, { timeout: 15_000 });
  const cheapest = await getJson<FilterPage>(request, `/api/products/filter?category=${slug}&sort=price-asc&pageSize=1`);
  await expect(page.getByTestId("product-card").first()).toContainText(cheapest.products[0]!.title);
  await expect(page.getByLabel("Trier par")).toHaveValue("price-asc");

  const [pick] = await findInStockSizes(request, 1, 3);
  await addToCart(page, pick!);
  const releaseCart = await holdScripts(page);
  await page.goto("/cart", { waitUntil: "domcontentloaded" });
  const line = page.getByTestId("cart-line");
  await line.getByLabel("Qté").selectOption("2");
  expect(await scriptsArrived(page), "scripts arrived before the quantity was picked").toBe(0);
  releaseCart();
  await expect
    .poll(async () => ((await (await page.request.get("/api/cart")).json()) as { cartItems: { quantity: number }[] }).cartItems.map((item) => item.quantity), {
      timeout: 15_000,
    })
    .toEqual([2]);
  await expect(line.getByLabel("Qté")).toHaveValue("2");
});

test("a sort picked before the router follows the address still orders the listing, and back undoes it", async ({
  page,
  context,
  request,
}) => {
  await declineCookies(context);
  // The router hooks `history.pushState` in an effect that runs after hydration; a choice heard in between meets the
  // browser's own. Here the hook never takes, so every choice is made in that moment.
  await page.addInitScript(() => {
    const own = History.prototype.pushState;
    Object.defineProperty(window.history, "pushState", { configurable: true, get: () => own, set: () => undefined });
  });
  const { slug } = await findBigCategory(request, 2);
  const path = await categoryPagePath(request, slug);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const first = page.getByTestId("product-card").first();
  const firstByRelevance = await first.getByRole("link").first().innerText();

  await page.getByLabel("Trier par").selectOption("price-asc");
  await expect(page).toHaveURL(`${path}?sort=price-asc`);
  const cheapest = await getJson<FilterPage>(request, `/api/products/filter?category=${slug}&sort=price-asc&pageSize=1`);
  expect(cheapest.products[0]!.title, "the cheapest product is not the first by relevance").not.toBe(firstByRelevance);
  await expect(first).toContainText(cheapest.products[0]!.title);
  await expect(page.getByLabel("Trier par")).toHaveValue("price-asc");

  await page.goBack();
  await expect(page).toHaveURL(path);
  await expect(page.getByLabel("Trier par")).toHaveValue("relevance");
  await expect(first).toContainText(firstByRelevance);
});

/**
 * The pictures that are not the largest on screen (a product's thumbnails and colours, the home's tiles and cards)
 * are asked for once the first frame is shown, not beside the stylesheet and the main picture it waits for
 * (lib/pictures-after-paint.ts); they still all show, nothing moves when they do, and a browser
 * without scripts loads them as usual.
 */
test("the pictures beside the main one are asked for after the first frame, show, and move nothing", async ({ page, request, browser }) => {
  const product = await findProduct(request, demoLike);
  for (const path of [`/produit/${product.id}`, "/"]) {
    await page.goto(path);
    const held = page.locator("main img[data-after-paint]");
    expect(await held.count(), `${path}: pictures held`).toBeGreaterThan(2);
    // The home's tiles are under its hero at this width.
    await held.first().scrollIntoViewIfNeeded();
    // Every held picture that is on screen shows, and the page's layout did not shift for them.
    await expect
      .poll(
        () =>
          held.evaluateAll((images) => {
            const onScreen = (images as HTMLImageElement[]).filter((image) => {
              const box = image.getBoundingClientRect();
              return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width > 0;
            });
            return onScreen.length > 0 && onScreen.every((image) => image.complete && image.naturalWidth > 0);
          }),
        { message: `${path}: every held picture on screen shows` },
      )
      .toBe(true);
    const timings = await page.evaluate(async () => {
      const firstPaint = performance.getEntriesByName("first-paint")[0]!.startTime;
      const main = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')!.currentSrc;
      const pictures = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname === "/_next/image")
        .map((entry) => ({ url: entry.name, start: entry.startTime, fromNetwork: (entry as PerformanceResourceTiming).transferSize > 0 }));
      const images = [...document.querySelectorAll<HTMLImageElement>("main img")];
      // A picture also shown unheld elsewhere on the page (a card in two rails) is asked for with that one.
      const unheld = new Set(images.filter((image) => !image.hasAttribute("data-after-paint")).map((image) => image.currentSrc));
      const heldSources = new Set(images.filter((image) => image.hasAttribute("data-after-paint") && !unheld.has(image.currentSrc)).map((image) => image.currentSrc));
      // The layout shifts whose moved elements hold a held picture.
      const shifts = await new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          type Shift = { value: number; sources: { node?: Node | null }[] };
          const moved = (list.getEntries() as unknown as Shift[]).filter((entry) =>
            entry.sources.some((source) => source.node instanceof Element && source.node.querySelector("img[data-after-paint]")),
          );
          resolve(moved.reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 500);
      });
      return {
        firstPaint,
        main: pictures.find((picture) => picture.url === main),
        // A picture the browser already holds (the product's, seen again on the home) is drawn at once.
        held: pictures.filter((picture) => heldSources.has(picture.url) && picture.fromNetwork),
        shifts,
        htmlHolds: document.documentElement.classList.contains("pictures-held"),
      };
    });
    expect(timings.htmlHolds, `${path}: released`).toBe(false);
    expect(timings.main, `${path}: main picture loaded`).toBeDefined();
    expect(timings.main!.start, `${path}: main picture asked for before the first paint`).toBeLessThan(timings.firstPaint);
    expect(timings.held.length, `${path}: held pictures loaded`).toBeGreaterThan(2);
    for (const picture of timings.held) expect(picture.start, `${path}: ${picture.url}`).toBeGreaterThanOrEqual(timings.firstPaint);
    expect(timings.shifts, `${path}: layout shifts around the held pictures`).toBe(0);
  }

  // Without scripts nothing holds them.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`/produit/${product.id}`);
  await expect
    .poll(() => plain.locator("main img[data-after-paint]").first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await noScript.close();
});

/**
 * With the stylesheet in the head, the first frame can come before the page's main picture: the scripts then wait
 * for that picture to be drawn (lib/scripts-after-paint.mjs), or they would be evaluated before it and delay it. A
 * client navigation afterwards asks for no stylesheet either: React finds its own, disabled, in the head.
 */
test("the scripts wait for the main picture when the first frame comes before it; a client navigation adds no stylesheet", async ({
  page,
  request,
}) => {
  const { products } = await getJson<FilterPage>(request, "/api/products/filter?pageSize=1");
  await page.route(
    (url) => url.pathname === "/_next/image",
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    },
  );
  await page.goto(`/produit/${products[0]!.id}`);
  await page.getByRole("dialog", { name: "La protection de votre vie privée nous importe" }).getByRole("button", { name: "Cookies nécessaires seulement" }).click();
  const timings = await page.evaluate(() => {
    const main = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')!.currentSrc;
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    return {
      firstPaint: performance.getEntriesByName("first-paint")[0]!.startTime,
      picture: entries.find((entry) => entry.name === main)?.responseEnd,
      scripts: entries.filter((entry) => /\/_next\/static\/.*\.js$/.test(new URL(entry.name).pathname)).map((entry) => entry.startTime),
    };
  });
  expect(timings.picture, "main picture").toBeDefined();
  // The frame came first, while the picture was held back.
  expect(timings.firstPaint).toBeLessThan(timings.picture!);
  expect(timings.scripts.length).toBeGreaterThan(3);
  for (const start of timings.scripts) expect(start, "script asked for after the main picture").toBeGreaterThanOrEqual(timings.picture!);

  // A client navigation: the breadcrumb's home link.
  await page.unroute((url) => url.pathname === "/_next/image");
  await page.getByRole("navigation", { name: "Fil d’Ariane" }).getByRole("link", { name: "Accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const afterNavigation = await page.evaluate(() => ({
    navigations: performance.getEntriesByType("navigation").length,
    stylesheets: performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.endsWith(".css")).length,
    links: document.querySelectorAll('link[rel="stylesheet"]:not([disabled])').length,
    position: getComputedStyle(document.querySelector("header")!).position,
  }));
  expect(afterNavigation).toEqual({ navigations: 1, stylesheets: 0, links: 0, position: "sticky" });
});
