import { expect, test } from "@playwright/test";
import { decideConsent, expectNoSeriousViolation } from "./chrome-support";

/** At the phone width only: the menu a phone opens from its header. */
test("the phone menu has no serious or critical violation", async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  await decideConsent(context);
  const page = await context.newPage();
  await page.goto("/coming-soon");
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await expectNoSeriousViolation(page, "phone menu");
  await context.close();
});
