import { expect, test, type Page } from "@playwright/test";
import { decideConsent } from "./chrome-support";

/** The vendors' scripts: Google Tag Manager, the Meta pixel, Microsoft Clarity. */
const TAG_SCRIPTS =
  /^https:\/\/(www\.googletagmanager\.com\/gtm\.js|connect\.facebook\.net\/en_US\/fbevents\.js|www\.clarity\.ms\/tag\/)/;

/** Which tag ids the server was started with: the test process shares the environment of `npm test`. */
const configured = {
  gtm: Boolean(process.env.GTM_ID?.trim()),
  meta: Boolean(process.env.META_PIXEL_ID?.trim()),
  clarity: Boolean(process.env.CLARITY_ID?.trim()),
};

function tagRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (TAG_SCRIPTS.test(request.url())) seen.push(new URL(request.url()).host);
  });
  return seen;
}

const consentDialog = (page: Page) =>
  page.getByRole("dialog", { name: "La protection de votre vie privée nous importe" });

test.describe("cookie consent", () => {
  test("the overlay comes first in the page's HTML, so a first visit paints it before the rest is parsed", async ({
    request,
  }) => {
    for (const path of ["/", "/ar"]) {
      const html = await (await request.get(path)).text();
      const body = html.indexOf("<body");
      const overlay = html.indexOf('id="cookie-consent"');
      expect(overlay, path).toBeGreaterThan(body);
      expect(overlay, path).toBeLessThan(html.indexOf("<header"));
      expect(overlay, path).toBeLessThan(html.indexOf('id="contenu"'));
    }
  });

  test("undecided: the overlay locks scrolling, links to the policy, loads no tag; 'no' is stored", async ({
    page,
  }) => {
    const tags = tagRequests(page);
    await page.goto("/coming-soon");
    const dialog = consentDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("nécessaires au fonctionnement de la boutique");
    await expect(dialog.getByRole("link", { name: /protection des données/ })).toHaveAttribute(
      "href",
      "/help/data-privacy",
    );
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    expect(await page.evaluate(() => localStorage.getItem("cookie_consent"))).toBeNull();
    await expect(dialog.getByRole("button", { name: "Cookies nécessaires seulement" })).toBeFocused();
    for (let index = 0; index < 4; index += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Cookies nécessaires seulement" }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie_consent"))).toBe("no");
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(consentDialog(page)).toHaveCount(0);
    expect(tags).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("analytics_client_id"))).toBeNull();
    expect(await page.evaluate(() => document.cookie)).not.toContain("analytics_client_id");
  });

  test("'yes' is stored, analytics persists in storage and a cookie, tags load only when configured", async ({
    page,
  }) => {
    const tags = tagRequests(page);
    await page.goto("/coming-soon");
    await page.waitForLoadState("networkidle");
    expect(tags).toEqual([]);
    await consentDialog(page).getByRole("button", { name: "Accepter tous les cookies" }).click();
    await expect(consentDialog(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie_consent"))).toBe("yes");
    await page.waitForLoadState("networkidle");

    const expected = [
      configured.gtm && "www.googletagmanager.com",
      configured.meta && "connect.facebook.net",
      configured.clarity && "www.clarity.ms",
    ].filter(Boolean);
    await expect.poll(() => [...tags].sort()).toEqual([...expected].sort());
    if (expected.length > 0) {
      const id = await page.evaluate(() => localStorage.getItem("analytics_client_id"));
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(await page.evaluate(() => document.cookie)).toContain(`analytics_client_id=${id}`);
    }
    expect(await page.evaluate(() => typeof window.dataLayer === "object")).toBe(configured.gtm);

    // A submitted search is tracked once the tags are there (spec §4).
    const toggle = page.getByRole("button", { name: "Ouvrir la recherche" });
    if (await toggle.isVisible()) await toggle.click();
    const box = page.getByRole("combobox", { name: "Rechercher un produit" }).locator("visible=true");
    await box.fill("trail");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?query=trail$/);
    const tracked = await page.evaluate(() =>
      window.dataLayer?.some((entry) => entry.event === "search" && entry.search_term === "trail"),
    );
    expect(Boolean(tracked)).toBe(configured.gtm);
  });

  test("the cookie-settings link shows the choice again, and 'no' withdraws analytics storage", async ({
    page,
    context,
  }) => {
    await decideConsent(context, "yes");
    await page.goto("/coming-soon");
    await expect(consentDialog(page)).toHaveCount(0);
    await page.evaluate(() => {
      localStorage.setItem("analytics_client_id", "0123456789abcdef0123456789abcdef");
      document.cookie = "analytics_client_id=0123456789abcdef0123456789abcdef; Path=/";
    });
    const link = page.getByRole("link", { name: "Paramètres des cookies" });
    await expect(link).toHaveAttribute("href", "#");
    await link.click();
    await consentDialog(page).getByRole("button", { name: "Cookies nécessaires seulement" }).click();
    await expect(consentDialog(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie_consent"))).toBe("no");
    expect(await page.evaluate(() => localStorage.getItem("analytics_client_id"))).toBeNull();
    expect(await page.evaluate(() => document.cookie)).not.toContain("analytics_client_id");
  });
});

test.describe("footer", () => {
  test.beforeEach(async ({ context }) => decideConsent(context));

  test("help, about, social and legal links, copyright 2025", async ({ page }) => {
    await page.goto("/coming-soon");
    const footer = page.getByRole("contentinfo");
    const help = footer.getByRole("navigation", { name: "Aide" }).getByRole("link");
    const hrefs = await help.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      "/contact-us",
      "/help/faq",
      "/help/account",
      "/help/delivery",
      "/help/retour",
      "/help/data-privacy",
      "/help/cgv",
    ]);
    // The customer service's phone and e-mail (the back office's « Boutique »), beside the help links.
    await expect(footer.getByTestId("footer-contact").getByRole("link")).toHaveCount(2);
    await expect(footer.getByTestId("footer-contact").getByRole("link").first()).toHaveAttribute("href", /^tel:\+?\d{9,12}$/);
    await expect(footer.getByRole("navigation", { name: "À propos" }).getByRole("link")).toHaveCount(5);
    for (const network of ["Facebook", "Twitter", "Instagram", "Pinterest", "YouTube"]) {
      const link = footer.getByRole("link", { name: new RegExp(`^${network} `) });
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link.locator("svg")).toHaveCount(1);
    }
    await expect(footer.getByRole("link", { name: /Découvrir l’application/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(footer.getByText(/^© 2025 .+\. Tous droits réservés\.$/)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Mentions légales" })).toHaveAttribute(
      "href",
      "/help/imprint",
    );
  });

  test("the region button opens the language modal; Sauvegarder with the language unchanged only closes it", async ({
    page,
  }) => {
    await page.goto("/coming-soon");
    const button = page.getByRole("button", { name: /^Pays, langue et devise/ });
    await button.click();
    const modal = page.getByRole("dialog", { name: "À PRÉSENT, NOUS LIVRONS DANS LE MONDE ENTIER" });
    await expect(modal).toBeVisible();
    for (const [label, option] of [
      ["Pays", "Algérie"],
      ["Devise", "Dinar algérien"],
    ] as const) {
      const select = modal.getByLabel(label, { exact: true });
      await expect(select).toBeDisabled();
      await expect(select.locator("option")).toHaveText([option]);
    }
    // The language is the one choice: French (this page's) or Arabic (journey-arabic switches with it).
    const language = modal.getByLabel("Langue", { exact: true });
    await expect(language).toBeEnabled();
    await expect(language.locator("option")).toHaveText(["Français", "العربية"]);
    await expect(language).toHaveValue("fr");
    const width = (await modal.boundingBox())?.width ?? 0;
    const viewport = page.viewportSize()?.width ?? 0;
    expect(width).toBeGreaterThanOrEqual(Math.min(290, viewport));
    expect(width).toBeLessThanOrEqual(600);
    await modal.getByRole("button", { name: "Sauvegarder" }).click();
    await expect(modal).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page).toHaveURL(/\/coming-soon$/);
  });
});
