import { expect, test } from "@playwright/test";
import { decideConsent } from "./chrome-support";

type Fee = { stateId: number; name: string; method: string; price: number; isAvailable: boolean };

test.beforeEach(async ({ context }) => decideConsent(context));

const HELP_PAGES = [
  ["/help/faq", "Questions fréquentes", /paiement à la livraison/i],
  ["/help/account", "Mon compte", /créer un compte/i],
  ["/help/delivery", "Livraison", /58 wilayas/i],
  ["/help/retour", "Retours et remboursements", /14 jours/],
  ["/help/data-privacy", "Protection des données", /loi n° 18-07/],
  ["/help/cgv", "Conditions générales de vente", /loi n° 18-05/],
  ["/help/imprint", "Mentions légales", /registre du commerce/i],
] as const;

test("each help page has its French title, its content and the shared side navigation", async ({ page }) => {
  test.setTimeout(90_000);
  for (const [path, title, content] of HELP_PAGES) {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`^${title} – `));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main")).toContainText(content);
    const nav = page.getByRole("navigation", { name: "Pages d’aide" });
    await expect(nav.getByRole("link")).toHaveCount(7);
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", path);
    // Nothing wider than the screen (the side navigation scrolls on its own on phones).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test("the delivery page shows the real fee grid per wilaya and method", async ({ page, request }) => {
  const fees = (await (await request.get("/api/states/prices")).json()) as Fee[];
  await page.goto("/help/delivery");
  const table = page.getByRole("table", { name: "Frais de livraison et délais par wilaya" });
  await expect(table.locator("tbody tr")).toHaveCount(new Set(fees.map((fee) => fee.stateId)).size);
  const home = fees.find((fee) => fee.method === "home-delivery" && fee.isAvailable);
  if (!home) throw new Error("no home delivery fee");
  const row = table.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: home.name, exact: true }) });
  await expect(row).toContainText(`DA ${home.price.toLocaleString("fr-FR").replace(/\s/g, " ")}`);
  const closed = fees.find((fee) => fee.method === "stopdesk-delivery" && !fee.isAvailable);
  if (closed) {
    const closedRow = table.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: closed.name, exact: true }) });
    await expect(closedRow).toContainText("Non disponible");
  }
});

test("the contact page validates the form and acknowledges a message", async ({ page }) => {
  await page.goto("/contact-us");
  await expect(page).toHaveTitle(/^Nous contacter – /);
  await expect(page.locator("main")).toContainText("Nous vous répondrons sous 48 h");
  await expect(page.locator('main a[href^="tel:"]')).toBeVisible();
  await expect(page.locator('main a[href^="mailto:"]')).toBeVisible();

  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("L'email est obligatoire")).toBeVisible();
  await expect(page.getByText("Ce champ est obligatoire")).toBeVisible();
  await page.getByLabel("Adresse e-mail").fill("pas-un-email");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("Format de l'e-mail invalide")).toBeVisible();

  await page.getByLabel("Adresse e-mail").fill("lina@exemple.dz");
  await page.getByLabel("Votre message").fill("Bonjour, ma commande est-elle partie ?");
  // Buttons take one click per second (spec §9): a person does not click again that fast.
  await page.waitForTimeout(1_100);
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message envoyé" })).toBeVisible();
  await expect(page.getByLabel("Votre message")).toHaveValue("");
});

test("the brand, coming-soon and 404 pages render with French titles", async ({ page }) => {
  await page.goto("/forever-faster");
  await expect(page).toHaveTitle(/^Forever Faster – /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forever Faster");
  const images = page.locator("main img");
  expect(await images.count()).toBeGreaterThanOrEqual(4);
  expect(await images.first().getAttribute("src")).toContain("%2Fmedia%2Fcampaign%2F");

  await page.goto("/coming-soon");
  await expect(page).toHaveTitle(/^Bientôt disponible – /);

  const response = await page.goto("/cette-page-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Page introuvable – /);
  await expect(page.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/");
});
