import { expect, test, type Locator } from "@playwright/test";
import { decideConsent, DESKTOP, PHONE, signUp } from "./chrome-support";

/** Waits until the page's code has drawn `element`: React keeps its props on it under `__reactProps$…`. */
const untilHydrated = (element: Locator) =>
  expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")))).toBe(true);

type Announcement = { id: number; type: string; is_active: boolean; content: { text: string; bgColor: string } };
type CategoryNode = { id: number; slug: string; title: string; isClickable: boolean; featured: CategoryNode[]; children: CategoryNode[] };

test.beforeEach(async ({ context }) => decideConsent(context));

test("the top bar shows only active topbar items and warns once about unknown types", async ({ page, request }) => {
  const { items } = (await (await request.get("/api/announcements")).json()) as { items: Announcement[] };
  const active = items.filter((item) => item.type === "topbar" && item.is_active);
  const inactive = items.filter((item) => item.type === "topbar" && !item.is_active);
  const unknown = items.filter((item) => item.type !== "topbar");
  expect(active.length).toBeGreaterThan(0);

  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto("/coming-soon");

  const bar = page.getByRole("region", { name: "Annonces" });
  for (const item of active) {
    const line = bar.getByText(item.content.text);
    await expect(line).toBeVisible();
    const colour = await line.evaluate((element) => getComputedStyle(element.parentElement as Element).backgroundColor);
    expect(colour).not.toBe("rgba(0, 0, 0, 0)");
  }
  for (const item of [...inactive, ...unknown]) await expect(page.getByText(item.content.text)).toHaveCount(0);
  await expect
    .poll(() => warnings.filter((text) => unknown.some((item) => text.includes(`« ${item.type} »`))).length)
    .toBe(unknown.length);
  expect(await bar.evaluate((element) => (element.firstElementChild as HTMLElement).getBoundingClientRect().height)).toBe(42);
});

test("the header links home, calls the shop and counts the wishlist", async ({ page }) => {
  await page.goto("/coming-soon");
  await expect(page.getByRole("link", { name: /page d’accueil$/ })).toHaveAttribute("href", "/");
  await expect(page.locator('header a[href^="tel:+213"]')).toBeVisible();
  const wishlist = page.getByRole("link", { name: /^Favoris/ }).first();
  await expect(wishlist).toHaveAttribute("href", "/account/wishlist");
  await expect(wishlist).toHaveAttribute("data-filled", "false");
});

test.describe("large screens", () => {
  test.use({ viewport: DESKTOP });

  test("category panels open on hover and focus, show featured links and headings, and close", async ({ page, request }) => {
    // It also renders three category pages, each a few seconds on a loaded machine.
    test.setTimeout(60_000);
    const tree = (await (await request.get("/api/categories/tree")).json()) as CategoryNode[];
    const first = tree.find((node) => node.isClickable && node.children.length > 0);
    if (!first) throw new Error("no category with children");
    await page.goto("/coming-soon");

    const nav = page.getByRole("navigation", { name: "Catégories" });
    const top = nav.getByRole("link", { name: first.title, exact: true });
    await expect(top).toHaveAttribute("aria-expanded", "false");
    await top.hover();
    await expect(top).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await top.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();

    for (const featured of first.featured) {
      const link = panel.getByRole("link", { name: featured.title, exact: true });
      await expect(link).toHaveAttribute("href", `/categorie/${first.slug}/${featured.slug}`);
      const red = /^(promos|last chance)$/i.test(featured.title);
      const colour = await link.evaluate((element) => getComputedStyle(element).color);
      expect(colour === "rgb(208, 2, 27)").toBe(red);
    }
    // The panel's links go straight to their category's page, never through a redirect to the full path: one link
    // of each depth is opened (every link's path is built the same way).
    const hrefs = await panel.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const oneOfEachDepth = [...new Map(hrefs.map((href) => [href.split("/").length, href])).values()];
    expect(oneOfEachDepth.length).toBeGreaterThanOrEqual(3);
    for (const href of oneOfEachDepth) {
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
    }
    const heading = first.children.flatMap((child) => child.children).find((node) => !node.isClickable);
    if (heading) {
      const entry = panel.getByText(heading.title, { exact: true }).first();
      await expect(entry).toBeVisible();
      expect(await entry.evaluate((element) => element.tagName)).toBe("P");
      expect(Number(await entry.evaluate((element) => getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(700);
    }

    await page.mouse.move(5, 800);
    await expect(panel).toBeHidden();

    await top.focus();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(top).toBeFocused();
  });

  test("the account dropdown lists the quick links, then sign-in and registration when signed out", async ({ page }) => {
    await page.goto("/coming-soon");
    const toggle = page.getByRole("button", { name: "Liens rapides du compte" });
    await toggle.click();
    const panel = page.getByRole("menu");
    await expect(panel.getByRole("group", { name: "Liens rapides" })).toBeVisible();
    const links = panel.getByRole("menuitem");
    await expect(links).toHaveText([
      "Mon compte",
      /^Procéder à un retour/,
      "Favoris",
      "Assistance",
      "Connexion",
      "Vous n’avez pas encore de compte ? Inscrivez-vous ici.",
    ]);
    await expect(links.nth(0)).toHaveAttribute("href", "/account");
    await expect(links.nth(1)).toHaveAttribute("target", "_blank");
    await expect(links.nth(1)).toHaveAttribute("href", /^https:\/\//);
    await expect(links.nth(2)).toHaveAttribute("href", "/account/wishlist");
    await expect(links.nth(3)).toHaveAttribute("href", "/contact-us");
    await expect(links.nth(4)).toHaveAttribute("href", "/account/login");
    await expect(links.nth(5)).toHaveAttribute("href", "/account/login?action=register");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the account menu's type-ahead goes to the item typed, and starts again after 350 ms", async ({ page }) => {
    await page.goto("/coming-soon");
    const button = page.getByRole("button", { name: "Liens rapides du compte" });
    // A key pressed before the button's code has run reaches it as a held tap, which opens the menu as a pointer
    // would, with no item active: the keyboard's way is checked once the button answers.
    await untilHydrated(button);
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    const expectActive = async (name: string) => {
      const id = await menu.getByRole("menuitem", { name, exact: true }).getAttribute("id");
      await expect(menu).toHaveAttribute("aria-activedescendant", id ?? "no id");
    };
    await expectActive("Mon compte");
    // « fa », typed at once, goes to Favoris.
    await page.keyboard.type("fa");
    await expectActive("Favoris");
    // Typed within 350 ms, « as » would continue « faas », which no item starts with, and nothing would move.
    await page.waitForTimeout(500);
    await page.keyboard.type("as");
    await expectActive("Assistance");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test("a press on the account button held over 200 ms selects the item it is released on", async ({ page }) => {
    await page.goto("/coming-soon");
    const toggle = page.getByRole("button", { name: "Liens rapides du compte" });
    const box = await toggle.boundingBox();
    if (!box) throw new Error("no account button");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // The menu's code comes when the pointer comes over its button, before any press.
    await expect(toggle).toHaveAttribute("data-headlessui-state");
    await page.mouse.down();
    const help = page.getByRole("menuitem", { name: "Assistance" });
    await expect(help).toBeVisible();
    await page.waitForTimeout(300);
    const item = await help.boundingBox();
    if (!item) throw new Error("no Assistance item");
    await page.mouse.move(item.x + item.width / 2, item.y + item.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test("a press that begins before the menu's code arrives and ends after still opens the menu", async ({ page }) => {
    await page.goto("/coming-soon");
    await page.waitForLoadState("networkidle");
    // The press begins on the stand-in button once the page's code has drawn it (a press on a page whose code is still
    // on its way reaches nothing but its HTML): on a busy machine the network is idle before hydration is done.
    const standIn = page.getByRole("button", { name: "Liens rapides du compte" });
    await untilHydrated(standIn);
    // The menu's code is held until the press has begun.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/**", async (route) => {
      await held;
      await route.continue();
    });
    const toggle = page.getByRole("button", { name: "Liens rapides du compte" });
    const box = (await toggle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    // The menu's own button has taken the stand-in's place under the pressed pointer.
    await expect(toggle).toHaveAttribute("data-headlessui-state");
    await page.mouse.up();
    await expect(page.getByRole("menu").getByRole("menuitem", { name: "Assistance" })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByRole("menu")).toBeVisible();
  });

  test("signed in: greeting with the last name, Mon compte, and Déconnexion shows the toast and goes home", async ({ page }) => {
    await page.goto("/coming-soon");
    const { lastName } = await signUp(page);
    // The toasts' markup is downloaded with the first toast.
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    const toastCodeLoaded = async () => (await Promise.all(scripts)).some((text) => text.includes('"data-level"'));
    await page.reload();
    await expect(page.getByText(`Salut ${lastName}`)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await toastCodeLoaded()).toBe(false);
    await expect(page.locator("header").getByRole("link", { name: "Mon compte", exact: true })).toHaveAttribute("href", "/account");

    await page.getByRole("button", { name: "Liens rapides du compte" }).click();
    await expect(page.getByRole("menuitem", { name: "Connexion", exact: true })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "Déconnexion" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Déconnecté" });
    await expect(toast).toContainText("Vous êtes désormais déconnecté avec succès.");
    expect(await toastCodeLoaded()).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Salut ${lastName}`)).toHaveCount(0);
  });
});

test.describe("small screens", () => {
  test.use({ viewport: PHONE });

  test("the menu drills down, goes back, and closes and resets on navigation", async ({ page, request }) => {
    const tree = (await (await request.get("/api/categories/tree")).json()) as CategoryNode[];
    const first = tree.find((node) => node.isClickable && node.children.length > 0);
    if (!first) throw new Error("no category with children");
    const child = first.children.find((node) => node.children.length > 0) ?? first.children[0];
    if (!child) throw new Error("no child category");
    await page.goto("/coming-soon");

    const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(page.getByRole("button", { name: "Fermer le menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Connexion", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Vous n’avez pas encore de compte ? Inscrivez-vous ici." })).toBeVisible();

    await menu.getByRole("button", { name: new RegExp(`^${first.title} :`) }).click();
    await expect(menu.getByRole("heading", { name: first.title })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Découvrir" })).toHaveAttribute("href", `/categorie/${first.slug}`);
    for (const featured of first.featured) await expect(menu.getByRole("link", { name: featured.title, exact: true })).toBeVisible();

    await menu.getByRole("button", { name: new RegExp(`^${child.title} :`) }).click();
    await expect(menu.getByRole("heading", { name: child.title })).toBeVisible();
    // Links carry the category's full path (no redirect on the way).
    const leaf = child.children.find((node) => node.isClickable && node.children.length === 0);
    if (!leaf) throw new Error("no clickable category without children");
    await expect(menu.getByRole("link", { name: leaf.title, exact: true })).toHaveAttribute(
      "href",
      `/categorie/${first.slug}/${child.slug}/${leaf.slug}`,
    );
    await menu.getByRole("button", { name: "Retour" }).click();
    await expect(menu.getByRole("heading", { name: first.title })).toBeVisible();

    await menu.getByRole("link", { name: "Découvrir" }).click();
    await expect(page).toHaveURL(new RegExp(`/categorie/${first.slug}$`));
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(menu.getByRole("link", { name: "Connexion", exact: true })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Retour" })).toHaveCount(0);
  });

  test("the menu and the search panel close each other, and Escape closes the menu", async ({ page }) => {
    await page.goto("/coming-soon");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.getByRole("button", { name: "Ouvrir la recherche" }).click();
    await expect(page.locator("#mobile-search")).toBeVisible();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Rechercher un produit" })).toBeFocused();

    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(page.locator("#mobile-search")).toBeHidden();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeFocused();
  });

  test("signed in, the menu offers Déconnexion, which signs out with the toast", async ({ page }) => {
    await page.goto("/coming-soon");
    await signUp(page);
    await page.reload();
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Connexion", exact: true })).toHaveCount(0);
    await menu.getByRole("button", { name: "Déconnexion" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Déconnecté" })).toContainText("Vous êtes désormais déconnecté avec succès.");
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
  });
});
