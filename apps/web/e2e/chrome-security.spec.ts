import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { decideConsent } from "./chrome-support";
import { addToCart, fillCheckout, findSkus, uniqueShopper } from "./journey-support";

/** Which tag ids the shop was started with (scripts/test.mjs gives the same ones to both processes). */
const configured = {
  gtm: Boolean(process.env.GTM_ID?.trim()),
  meta: Boolean(process.env.META_PIXEL_ID?.trim()),
  clarity: Boolean(process.env.CLARITY_ID?.trim()),
};
const anyTag = configured.gtm || configured.meta || configured.clarity;

const VENDOR_SCRIPTS = /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|www\.clarity\.ms)\//;
const VENDOR_TAGS =
  'script[src^="https://www.googletagmanager.com/"], script[src^="https://connect.facebook.net/"], script[src^="https://www.clarity.ms/"]';

/**
 * There is no network here: the vendors' scripts are answered by a stub that records that it ran (so the CSP
 * let it) and leaves the command queues as the shop built them.
 */
async function stubVendors(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(VENDOR_SCRIPTS, (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: "text/javascript",
      body: "(window.__vendorRuns = window.__vendorRuns || []).push(document.currentScript && document.currentScript.src);",
    });
  });
  return requested;
}

/** CSP violations as the page reports them, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("__reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

type DataLayerEntry = Record<string, unknown>;
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as DataLayerEntry[]);
const consentDialog = (page: Page) =>
  page.getByRole("dialog", { name: "La protection de votre vie privée nous importe" });

test.describe("security headers", () => {
  test("every page carries a CSP with a fresh nonce, no framing, nosniff and the referrer policy", async ({
    request,
  }) => {
    const [sku] = await findSkus(request, 1, 1);
    const paths = [
      "/",
      `/produit/${sku!.productId}`,
      "/cart",
      "/checkout",
      "/help/faq",
      "/search?query=trail",
      "/page-absente",
    ];
    for (const path of paths) {
      const response = await request.get(path);
      const headers = response.headers();
      const policy = headers["content-security-policy"] ?? "";
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("base-uri 'self'");
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["strict-transport-security"], path).toBeUndefined();

      // Every script of the page carries this response's nonce, Next's own and ours.
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, path).toBeTruthy();
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts.filter((script) => !script.includes('type="application/ld+json"'))) {
        expect(tag, path).toContain(`nonce="${nonce}"`);
      }
    }
    const nonces = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      const policy = (await request.get("/")).headers()["content-security-policy"] ?? "";
      nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? "");
    }
    expect(nonces.size).toBe(3);
  });

  test("the page's scripts and stylesheets come compressed, typed, cached for a year and revalidated", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const files = [...new Set(html.match(/\/_next\/static\/[^"]+\.(?:js|css)/g) ?? [])];
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const response = await request.get(file, { headers: { "accept-encoding": "gzip" } });
      const headers = response.headers();
      expect(response.status(), file).toBe(200);
      // Next.js compresses what is worth it: above a kilobyte.
      const plain = await request.get(file, { headers: { "accept-encoding": "identity" } });
      const size = Number(plain.headers()["content-length"]);
      expect((await plain.body()).equals(await response.body()), file).toBe(true);
      expect(headers["content-encoding"], file).toBe(size > 1024 ? "gzip" : undefined);
      expect(headers["content-type"], file).toMatch(
        file.endsWith(".css") ? /^text\/css/ : /^application\/javascript/,
      );
      expect(headers["x-content-type-options"], file).toBe("nosniff");
      expect(headers["cache-control"], file).toBe("public, max-age=31536000, immutable");
      const again = await request.get(file, { headers: { "if-none-match": headers.etag ?? "" } });
      expect(again.status(), file).toBe(304);
    }
    // Nothing under /_next/ takes another method: refused, not an error of the server.
    expect((await request.post(files[0]!)).status()).toBe(405);
  });

  test("a picture asked again comes from the optimizer's cache, the same bytes, and is revalidated", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const pictures = [...new Set(html.match(/\/_next\/image\?url=[^"\s]+?&amp;w=\d+&amp;q=\d+/g) ?? [])];
    expect(pictures.length).toBeGreaterThan(0);
    const picture = pictures[0]!.replaceAll("&amp;", "&");
    const accept = { accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" };
    const first = await request.get(picture, { headers: accept });
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toBe("image/webp");
    const again = await request.get(picture, { headers: accept });
    expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
    expect((await again.body()).equals(await first.body())).toBe(true);
    const revalidated = await request.get(picture, {
      headers: { ...accept, "if-none-match": again.headers().etag! },
    });
    expect(revalidated.status()).toBe(304);
    // Another format is another picture: asked of the optimizer, not served the WebP.
    const plain = await request.get(picture, { headers: { accept: "image/png,image/*" } });
    expect(plain.headers()["content-type"]).not.toBe("image/webp");
  });

  test("the policy names a vendor's hosts only when its id is configured", async ({ request }) => {
    const policy = (await request.get("/")).headers()["content-security-policy"] ?? "";
    expect(policy.includes("https://www.googletagmanager.com")).toBe(configured.gtm);
    expect(policy.includes("https://*.google-analytics.com")).toBe(configured.gtm);
    expect(policy.includes("https://connect.facebook.net")).toBe(configured.meta);
    expect(policy.includes("https://www.facebook.com")).toBe(configured.meta);
    expect(policy.includes("https://www.clarity.ms")).toBe(configured.clarity);
  });

  test("the home, a product, the cart and the checkout load without a CSP violation", async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await decideConsent(context, "yes");
    await stubVendors(context);
    const violations = await watchViolations(page);
    const [sku] = await findSkus(request, 1);
    await page.goto("/");
    await addToCart(page, sku!);
    for (const path of ["/", `/produit/${sku!.productId}`, "/cart", "/checkout"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    await expect(page.getByRole("textbox", { name: "Téléphone", exact: true })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe("consent-gated tags", () => {
  // These journeys need the shop started with tag ids (scripts/test.mjs sets all three): without them they
  // would prove nothing, so they fail instead of passing silently.
  test.beforeAll(() => {
    expect(anyTag, "GTM_ID, META_PIXEL_ID or CLARITY_ID must be set for the browser tests").toBe(true);
  });

  test("the vendors' scripts are added only after 'yes', with the nonce, and run under the policy", async ({
    page,
    context,
  }) => {
    const requested = await stubVendors(context);
    const violations = await watchViolations(page);
    await page.goto("/coming-soon");
    await page.waitForLoadState("networkidle");
    await expect(page.locator(VENDOR_TAGS)).toHaveCount(0);
    expect(requested).toEqual([]);

    await consentDialog(page).getByRole("button", { name: "Accepter tous les cookies" }).click();
    const expected = [
      configured.gtm &&
        `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(process.env.GTM_ID!.trim())}`,
      configured.meta && "https://connect.facebook.net/en_US/fbevents.js",
      configured.clarity &&
        `https://www.clarity.ms/tag/${encodeURIComponent(process.env.CLARITY_ID!.trim())}`,
    ].filter((url): url is string => Boolean(url));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __vendorRuns?: string[] }).__vendorRuns ?? []))
      .toEqual(expect.arrayContaining(expected));
    expect([...requested].sort()).toEqual([...expected].sort());
    for (const script of await page.locator(VENDOR_TAGS).all()) {
      expect(await script.evaluate((element) => (element as HTMLScriptElement).nonce)).not.toBe("");
    }
    if (configured.gtm) {
      expect(await dataLayer(page)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ event: "gtm.js" }),
          expect.objectContaining({ event: "page_view", page_path: "/coming-soon" }),
        ]),
      );
    }
    if (configured.meta) {
      const queue = await page.evaluate(() =>
        (window.fbq?.queue ?? []).map((call) => call.slice(0, 2).join(" ")),
      );
      expect(queue).toEqual(
        expect.arrayContaining([`init ${process.env.META_PIXEL_ID!.trim()}`, "track PageView"]),
      );
    }
    expect(violations).toEqual([]);
  });

  test("after 'no', no vendor script is ever added", async ({ page, context }) => {
    const requested = await stubVendors(context);
    await page.goto("/coming-soon");
    await consentDialog(page).getByRole("button", { name: "Cookies nécessaires seulement" }).click();
    await expect(consentDialog(page)).toBeHidden();
    await page.goto("/help/faq");
    await page.waitForLoadState("networkidle");
    await expect(page.locator(VENDOR_TAGS)).toHaveCount(0);
    expect(requested).toEqual([]);
    expect(await page.evaluate(() => "dataLayer" in window || "fbq" in window || "clarity" in window)).toBe(
      false,
    );
  });

  test("the order confirmation's page view carries no order id", async ({ page, context, request }) => {
    test.slow();
    await decideConsent(context, "yes");
    await stubVendors(context);
    const [sku] = await findSkus(request, 1);
    await page.goto("/");
    await addToCart(page, sku!);
    await page.goto("/checkout");
    await fillCheckout(page, uniqueShopper());
    await page.getByRole("button", { name: "Valider la commande" }).click();
    await expect(page).toHaveURL(/\/order-confirmed\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
    const id = new URL(page.url()).searchParams.get("id")!;

    if (configured.gtm) {
      await expect
        .poll(async () =>
          (await dataLayer(page))
            .filter((entry) => entry.event === "page_view")
            .map((entry) => entry.page_path),
        )
        .toContain("/order-confirmed");
      const views = (await dataLayer(page)).filter((entry) => entry.event === "page_view");
      const confirmation = views.find((entry) => entry.page_path === "/order-confirmed");
      expect(confirmation).toMatchObject({
        page_location: `${new URL(page.url()).origin}/order-confirmed`,
        page_referrer: expect.stringMatching(/\/checkout$/),
      });
    }
    // Nothing any vendor was handed names the order.
    const handed = await page.evaluate(() =>
      JSON.stringify([window.dataLayer ?? [], window.fbq?.queue ?? [], window.clarity?.q ?? []]),
    );
    expect(handed).not.toContain(id);

    // Landing on the confirmation (the return from the card payment): still no id, and Clarity waits.
    await page.reload();
    await page.waitForLoadState("networkidle");
    const landed = await page.evaluate(() =>
      JSON.stringify([window.dataLayer ?? [], window.fbq?.queue ?? []]),
    );
    expect(landed).not.toContain(id);
    await expect(page.locator('script[src^="https://www.clarity.ms/"]')).toHaveCount(0);
    if (configured.meta) {
      const calls = await page.evaluate(() => (window.fbq?.queue ?? []).map((call) => String(call[1])));
      expect(calls).not.toContain("PageView");
    }
  });
});

test.describe("the API's metrics", () => {
  test("answer on their own loopback port, never through the shop's address", async ({
    request,
    baseURL,
  }) => {
    const metricsUrl = process.env.E2E_METRICS_URL;
    expect(metricsUrl, "scripts/test.mjs gives the first API's metrics address").toBeTruthy();
    // The shop was visited by now (this journey's own request at least): the API counted it.
    await request.get("/");
    const direct = await request.get(metricsUrl!);
    expect(direct.status()).toBe(200);
    const text = await direct.text();
    expect(text).toMatch(/^shop_http_requests_total\{method="GET",route="[^"]+",status="200"\} \d+$/m);
    expect(text).toContain("shop_db_pool_connections");
    for (const path of ["/metrics", "/api/metrics"]) {
      const through = await request.get(`${baseURL}${path}`);
      expect(through.status(), path).toBe(404);
      expect(await through.text(), path).not.toContain("shop_http_requests_total");
    }
  });
});
