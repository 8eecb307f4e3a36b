import { expect, test } from "@playwright/test";
import { declineCookies, signUp, textbox, uniqueShopper } from "./journey-support";
import { linkIn, mailsTo } from "./mail-support";

const NAVIGATION = { timeout: 30_000 };
const NEW_PASSWORD = "Nouveau-Rafale-2026!";

test.beforeEach(async ({ context }) => {
  test.slow();
  await declineCookies(context);
});

test("a customer who forgot the password gets a link by e-mail, chooses a new one and is signed in; the old one is refused", async ({
  page,
  browser,
}) => {
  const shopper = uniqueShopper();
  // The account exists, opened on another device that the new password will sign out.
  const other = await browser.newContext();
  await declineCookies(other);
  const otherPage = await other.newPage();
  await otherPage.goto("/");
  await signUp(otherPage, shopper);

  await page.goto("/account/login");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password$/, NAVIGATION);
  await expect(page.getByRole("heading", { level: 1, name: "Mot de passe oublié" })).toBeVisible();
  await textbox(page, "E-mail").fill(shopper.email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Vérifiez votre messagerie" })).toBeVisible();

  const [mail] = await mailsTo(shopper.email, /réinitialiser votre mot de passe/);
  expect(mail!.text).toContain(`Bonjour ${shopper.firstName},`);
  const link = linkIn(mail!, /\/account\/reset-password$/);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Choisissez un nouveau mot de passe" })).toBeVisible();
  await textbox(page, "Nouveau mot de passe").fill(NEW_PASSWORD);
  await textbox(page, "Confirmez le nouveau mot de passe").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Enregistrer et me connecter" }).click();
  await expect(page).toHaveURL(/\/account$/, NAVIGATION);
  expect((await page.request.get("/api/users/me")).status()).toBe(200);

  // The other device was signed out; the old password opens nothing, the new one does.
  expect((await otherPage.request.get("/api/users/me")).status()).toBe(401);
  await other.close();
  const stranger = await browser.newContext();
  await declineCookies(stranger);
  const login = await stranger.newPage();
  await login.goto("/account/login");
  await textbox(login, "E-mail").fill(shopper.email);
  await textbox(login, "Mot de passe").fill(shopper.password);
  await login.getByRole("button", { name: "Se connecter" }).click();
  await expect(login.getByRole("alert").filter({ hasText: "E-mail ou mot de passe incorrect" })).toBeVisible();
  await textbox(login, "Mot de passe").fill(NEW_PASSWORD);
  await login.getByRole("button", { name: "Se connecter" }).click();
  await expect(login).toHaveURL(/\/account$/, NAVIGATION);
  await stranger.close();

  // The link served once: opened again, it says so, and offers a new one.
  const again = await browser.newContext();
  await declineCookies(again);
  const used = await again.newPage();
  await used.goto(link);
  await expect(used.getByRole("alert").filter({ hasText: "Ce lien de réinitialisation a déjà servi." })).toBeVisible();
  await expect(used.getByRole("link", { name: "Demander un nouveau lien" })).toBeVisible();
  await again.close();
});

test("an Arabic page asks in Arabic and gets the e-mail in Arabic; a tampered link says so in Arabic", async ({ page }) => {
  const shopper = uniqueShopper();
  await page.goto("/ar");
  await signUp(page, shopper);
  await page.request.post("/api/users/logout", { headers: { origin: new URL(page.url()).origin } });
  await page.goto("/ar/account/login");
  await page.getByRole("link", { name: "نسيت كلمة المرور؟" }).click();
  await expect(page).toHaveURL(/\/ar\/account\/forgot-password$/, NAVIGATION);
  await page.getByRole("textbox", { name: "البريد الإلكتروني" }).fill(shopper.email);
  await page.getByRole("button", { name: "إرسال الرابط" }).click();
  await expect(page.getByRole("status").filter({ hasText: "تحقّق من بريدك الإلكتروني" })).toBeVisible();
  const [mail] = await mailsTo(shopper.email, /إعادة تعيين كلمة المرور/);
  expect(mail!.language).toBe("ar");
  expect(mail!.html).toContain('dir="rtl"');
  const link = linkIn(mail!, /\/ar\/account\/reset-password$/);
  await page.goto(`${link.slice(0, -3)}abc`);
  await expect(page.getByRole("alert").filter({ hasText: "رابط إعادة التعيين هذا غير صالح" })).toBeVisible();
});
