import { expect, test } from "@playwright/test";
import { createOperator, OWNER, signIn, STAFF_PASSWORD } from "./admin-support";

test.describe.configure({ timeout: 90_000 });

test("an operator sees no team link and gets a clear refusal on the team page; the owner manages the team", async ({ page }, testInfo) => {
  await signIn(page, await createOperator(`acces-${testInfo.project.name}`), STAFF_PASSWORD);
  await expect(page.getByRole("link", { name: "Équipe" })).toHaveCount(0);
  await page.goto("/gestion/equipe");
  await expect(page.getByRole("heading", { level: 1, name: "Accès réservé au propriétaire" })).toBeVisible();
  await expect(page).toHaveTitle(/^Accès réservé au propriétaire – /);
  await expect(page.getByText("Cette page est réservée au propriétaire de la boutique.")).toBeVisible();
  expect((await page.request.get("/api/admin/staff")).status()).toBe(403);

  await page.context().clearCookies();
  await signIn(page, OWNER.email, OWNER.password);
  await page.goto("/gestion/equipe");
  await expect(page.getByRole("heading", { level: 1, name: "Équipe" })).toBeVisible();
  await expect(page).toHaveTitle(/^Équipe – /);
  const email = `nouveau.${testInfo.project.name}.${Date.now()}@boutique.test`;
  await page.getByLabel("Nom").fill("Yacine Mansouri");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe initial").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Créer le compte" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Compte créé." })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test("staff sign-in is throttled after repeated failures, in French", async ({ page }, testInfo) => {
  const email = `inconnu.${testInfo.project.name}.${Date.now()}@boutique.test`;
  await page.goto("/gestion/connexion");
  await page.getByLabel("E-mail").fill(email);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.getByLabel("Mot de passe").fill(`Mauvais-${attempt}!xx`);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.locator("form [role=alert]")).toHaveText("E-mail ou mot de passe incorrect");
  }
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.locator("form [role=alert]")).toContainText("Trop de tentatives de connexion");
});

test("the back office is never indexed and its code never reaches shopper pages", async ({ page, request }) => {
  const response = await request.get("/gestion/connexion");
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /gestion");
  expect((await request.get("/gestion")).url()).toContain("/gestion/connexion");

  const scripts: string[] = [];
  page.on("response", async (answer) => {
    if (answer.request().resourceType() === "script") scripts.push(await answer.text());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).not.toContain("Espace de gestion");
});
