import { expect, test } from "@playwright/test";
import { expectNoSeriousViolation, testPageWithAxe } from "./chrome-support";

/**
 * Axe on the shell's pages at both widths the journeys run. The help pages share one template: `/help/faq` stands
 * for them here, the others are checked at the desktop width (`chrome-a11y.desktop.spec.ts`).
 */
const PAGES = ["/", "/help/faq", "/contact-us", "/coming-soon", "/forever-faster", "/page-qui-n-existe-pas"];

test.describe("axe", () => {
  for (const path of PAGES) testPageWithAxe(path);

  test("the open consent overlay has no serious or critical violation", async ({ page }) => {
    await page.goto("/coming-soon");
    await expect(page.getByRole("dialog", { name: /vie privée/ })).toBeVisible();
    await expectNoSeriousViolation(page, "consent overlay");
  });
});
