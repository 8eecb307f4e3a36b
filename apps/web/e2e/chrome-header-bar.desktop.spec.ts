import { expect, test } from "@playwright/test";
import { decideConsent } from "./chrome-support";

type CategoryNode = { title: string; isClickable: boolean };

test.beforeEach(async ({ context }) => decideConsent(context));

test("the category bar comes in the page's first bytes once the storefront holds the tree", async ({ page, request }) => {
  const tree = (await (await request.get("/api/categories/tree")).json()) as CategoryNode[];
  const top = tree.filter((node) => node.isClickable);
  // The first page this server draws may read the tree itself; every page after it has the bar in its header.
  await request.get("/coming-soon");
  const html = await (await request.get("/coming-soon")).text();
  const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
  const bar = header.slice(header.indexOf('<nav aria-label="Catégories"'));
  expect(bar.length).toBeLessThan(header.length);
  for (const node of top) expect(bar).toContain(`>${node.title}</a>`);
  // Nothing streamed in after the first paint: no boundary waits for the bar, and no skeleton stands for it.
  expect(header).not.toContain("<template");
  expect(header).not.toContain('data-testid="menu-skeleton"');

  await page.goto("/coming-soon");
  const nav = page.getByRole("navigation", { name: "Catégories" });
  await expect(nav.getByRole("link")).toHaveText(top.map((node) => node.title));
});
