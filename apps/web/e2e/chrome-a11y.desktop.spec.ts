import { expect, test, type Page } from "@playwright/test";
import { decideConsent, expectNoSeriousViolation, testPageWithAxe } from "./chrome-support";

/**
 * At the desktop width only: the help pages other than `/help/faq` (one template, checked at both widths in
 * `chrome-a11y.spec.ts`), the header's overlays as a desktop opens them, and the keyboard alone.
 */
const HELP_PAGES = ["/help/account", "/help/cgv", "/help/data-privacy", "/help/delivery", "/help/imprint", "/help/retour"];

test.describe("axe", () => {
  for (const path of HELP_PAGES) testPageWithAxe(path);

  test("the header's open overlays have no serious or critical violation", async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    await decideConsent(context);
    const page = await context.newPage();
    await page.goto("/coming-soon");
    await page.locator("[data-cart-button]").click();
    await expect(page.getByRole("dialog", { name: /^Votre panier/ })).toBeVisible();
    await expectNoSeriousViolation(page, "cart drawer");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Liens rapides du compte" }).click();
    await expectNoSeriousViolation(page, "account menu");
    await page.keyboard.press("Escape");

    const box = page.getByRole("combobox", { name: "Rechercher un produit" });
    await box.click();
    await box.pressSequentially("chaussure");
    await expect(page.getByRole("listbox")).toBeVisible();
    await expectNoSeriousViolation(page, "search suggestions");

    await page.getByRole("button", { name: /^Pays, langue et devise/ }).click();
    await expectNoSeriousViolation(page, "language modal");
    await context.close();
  });
});

test.describe("keyboard only", () => {
  test.beforeEach(async ({ context }) => decideConsent(context));

  /** Presses Tab until the focused element matches, as a keyboard user would. */
  async function tabTo(page: Page, name: RegExp, limit = 300): Promise<void> {
    for (let index = 0; index < limit; index += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.getAttribute("aria-label") ?? element?.textContent ?? "";
      });
      if (name.test(focused.trim())) return;
    }
    throw new Error(`no focusable element named ${name}`);
  }

  test("the account menu, the cart drawer and the search work with the keyboard alone", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/coming-soon");
    await page.locator("body").focus();

    await tabTo(page, /^Rechercher un produit$/);
    await page.keyboard.type("chaussure");
    const list = page.getByRole("listbox", { name: "Suggestions de recherche" });
    await expect(list).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(list).toHaveCount(0);

    await tabTo(page, /^Liens rapides du compte$/);
    await page.keyboard.press("Enter");
    const account = page.getByRole("button", { name: "Liens rapides du compte" });
    await expect(account).toHaveAttribute("aria-expanded", "true");
    // The menu holds the focus and points at its active item, the first: arrows move it.
    const menu = page.getByRole("menu");
    await expect(menu).toBeFocused();
    const first = menu.getByRole("menuitem", { name: "Mon compte", exact: true });
    await expect(menu).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await page.keyboard.press("ArrowDown");
    const second = menu.getByRole("menuitem").nth(1);
    await expect(menu).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id")) ?? "");
    await page.keyboard.press("Escape");
    await expect(account).toHaveAttribute("aria-expanded", "false");
    await expect(account).toBeFocused();

    await tabTo(page, /^Panier/);
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: /^Votre panier/ });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Fermer le panier" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(drawer).toBeHidden();
    await expect(page.locator("[data-cart-button]")).toBeFocused();
  });
});
