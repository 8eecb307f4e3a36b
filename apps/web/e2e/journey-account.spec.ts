import { expect, test, type Page } from "@playwright/test";
import {
  addToCart,
  chooseOption,
  declineCookies,
  findSkus,
  originOf,
  select,
  signUp,
  textbox,
  uniqueShopper,
  type Shopper,
} from "./journey-support";

/** Sign-in, saves and logout end on a server-rendered page: allow for a busy machine. */
const NAVIGATION = { timeout: 30_000 };

test.beforeEach(async ({ context }) => {
  test.slow();
  await declineCookies(context);
});

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await textbox(page, "E-mail").fill(email);
  await textbox(page, "Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

async function addAddressByApi(page: Page, shopper: Shopper, address: string, isDefault = false) {
  const response = await page.request.post("/api/addresses", {
    data: {
      firstName: shopper.firstName,
      lastName: "Benali",
      phoneNumber: shopper.phone,
      address,
      address2: "",
      state: 16,
      stateCommuneId: 554,
      postalCode: "16000",
      isDefault,
    },
    headers: { origin: originOf(page) },
  });
  expect(response.status()).toBe(201);
}

test("a new customer registers, edits the profile and the password, adds an address that fills the checkout, logs out", async ({
  page,
  request,
}, testInfo) => {
  const shopper = uniqueShopper();
  const [sku] = await findSkus(request, 1);

  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount$/, NAVIGATION);
  await page.getByRole("link", { name: "Inscrivez-vous ici." }).click();
  await expect(page).toHaveURL(/action=register/, NAVIGATION);
  await expect(page.getByRole("heading", { level: 1, name: "Créer un compte" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Créer mon compte" })).toBeVisible();
  await textbox(page, "Prénom").fill(shopper.firstName);
  await textbox(page, "Nom").fill(shopper.lastName);
  await textbox(page, "E-mail").fill(shopper.email);
  await textbox(page, "Mot de passe").fill(shopper.password);
  await page.getByRole("button", { name: "Créer mon compte" }).click();

  await expect(page).toHaveURL(/\/account$/, NAVIGATION);
  await expect(page.getByTestId("account-greeting")).toHaveText(`Salut ${shopper.lastName}`);
  if (testInfo.project.name === "desktop") {
    await expect(page.getByRole("banner").getByText(`Salut ${shopper.lastName}`)).toBeVisible();
  }

  // Profile.
  await page.getByRole("link", { name: "Modifier le profil" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Modifier le profil" })).toBeVisible();
  await expect(textbox(page, "E-mail")).toHaveValue(shopper.email);
  await textbox(page, "Nom").fill("Haddad");
  await textbox(page, "Téléphone").fill(shopper.phone);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Profil mis à jour" })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/, NAVIGATION);
  await expect(page.getByTestId("account-greeting")).toHaveText("Salut Haddad");

  // Password.
  const newPassword = "Nouveau-Mot2passe!";
  await page.getByRole("link", { name: "Changer le mot de passe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Changer le mot de passe" })).toBeVisible();
  await textbox(page, "Mot de passe actuel").fill(shopper.password);
  await textbox(page, "Nouveau mot de passe").fill(newPassword);
  await textbox(page, "Confirmez le nouveau mot de passe").fill(newPassword);
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Mot de passe modifié" })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/, NAVIGATION);

  // Address: names and phone come from the profile.
  await page.getByRole("main").getByRole("link", { name: "Ajouter une adresse" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Ajouter une adresse" })).toBeVisible();
  await expect(textbox(page, "Nom")).toHaveValue("Haddad");
  await expect(textbox(page, "Téléphone")).toHaveValue(shopper.phone);
  await textbox(page, "Adresse").fill(shopper.address);
  await chooseOption(page, "Wilaya", "Alger");
  await chooseOption(page, "Commune", "Alger Centre");
  await textbox(page, "Code postal (facultatif)").fill("16000");
  await page.getByRole("button", { name: "Enregistrer l’adresse" }).click();
  await expect(page).toHaveURL(/\/account$/, NAVIGATION);
  const card = page.getByTestId("address-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(shopper.address);
  await expect(card.getByTestId("default-badge")).toHaveText("Par défaut");

  // The saved address fills the checkout.
  await addToCart(page, sku!);
  await page.goto("/checkout");
  await expect(textbox(page, "Adresse")).toHaveValue(shopper.address);
  await expect(textbox(page, "Nom")).toHaveValue("Haddad");
  await expect(textbox(page, "Téléphone")).toHaveValue(shopper.phone);
  await expect(textbox(page, "E-mail (facultatif)")).toHaveValue(shopper.email);
  await expect(select(page, "Wilaya")).toHaveValue("16");
  await expect(select(page, "Commune").locator("option:checked")).toHaveText("Alger Centre");

  // Logout from the account page.
  await page.goto("/account");
  await page.getByRole("main").getByRole("button", { name: "Déconnexion" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Déconnecté" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Vous êtes désormais déconnecté avec succès.");
  await expect(page).toHaveURL(/\/$/, NAVIGATION);

  // The new password is the one that works now.
  await page.goto("/account/login");
  await logIn(page, shopper.email, newPassword);
  await expect(page).toHaveURL(/\/account$/, NAVIGATION);
  await expect(page.getByTestId("account-greeting")).toHaveText("Salut Haddad");
});

test("a wishlist item and a cart line added as a guest survive login", async ({ page, browser, request }) => {
  const shopper = uniqueShopper();
  const [sku] = await findSkus(request, 1);
  // The account exists already (made in another browser).
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/account/login");
  await signUp(otherPage, shopper);
  await other.close();

  await page.goto("/");
  const added = await page.request.patch("/api/wishlist/update", {
    data: { colorNo: sku!.colorNo, action: "add" },
    headers: { origin: originOf(page) },
  });
  expect(added.ok()).toBe(true);
  await addToCart(page, sku!);

  await page.goto("/account/wishlist");
  await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount%2Fwishlist$/, NAVIGATION);
  await logIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/account\/wishlist$/, NAVIGATION);
  const item = page.getByTestId("wishlist-item").filter({ hasText: sku!.title });
  await expect(item).toBeVisible();
  await expect(item.getByRole("link", { name: /^Ajouter au panier/ })).toHaveAttribute(
    "href",
    `/produit/${sku!.productId}?colorNo=${sku!.colorNo}`,
  );
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line").filter({ hasText: sku!.title })).toBeVisible();

  // Removing it empties the wishlist.
  await page.goto("/account/wishlist");
  await item.getByRole("button", { name: /Retirer/ }).click();
  await expect(page.getByRole("heading", { name: "Aucun favori pour le moment" })).toBeVisible();
});

test("saved addresses are listed, made default, edited and deleted on /account", async ({ page }) => {
  const shopper = uniqueShopper();
  await page.goto("/account/login");
  await signUp(page, shopper);
  await addAddressByApi(page, shopper, "1 rue de la Première");
  await addAddressByApi(page, shopper, "2 rue de la Seconde");

  await page.goto("/account");
  const cards = page.getByTestId("address-card");
  await expect(cards).toHaveCount(2);
  const second = cards.filter({ hasText: "2 rue de la Seconde" });
  await expect(cards.filter({ has: page.getByTestId("default-badge") })).toContainText("1 rue de la Première");

  await second.getByRole("button", { name: /Définir par défaut/ }).click();
  await expect(page.getByTestId("address-card").first()).toContainText("2 rue de la Seconde");
  await expect(page.getByTestId("address-card").first().getByTestId("default-badge")).toBeVisible();

  await page.getByTestId("address-card").filter({ hasText: "1 rue de la Première" }).getByRole("link", { name: /Modifier/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Modifier l’adresse" })).toBeVisible();
  await expect(textbox(page, "Adresse")).toHaveValue("1 rue de la Première");
  await expect(select(page, "Commune").locator("option:checked")).toHaveText("Alger Centre");
  await textbox(page, "Adresse").fill("3 rue de la Troisième");
  await page.getByRole("button", { name: "Enregistrer l’adresse" }).click();
  await expect(page).toHaveURL(/\/account$/, NAVIGATION);
  await expect(page.getByTestId("address-card").filter({ hasText: "3 rue de la Troisième" })).toBeVisible();

  await page.getByTestId("address-card").filter({ hasText: "3 rue de la Troisième" }).getByRole("button", { name: /Supprimer/ }).click();
  await expect(page.getByTestId("address-card")).toHaveCount(1);
  await expect(page.getByTestId("address-card")).toContainText("2 rue de la Seconde");
});

test("account pages send a signed-out shopper to login and back; foreign redirects are ignored", async ({ page }) => {
  const shopper = uniqueShopper();
  const other = await page.context().browser()!.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/account/login");
  await signUp(otherPage, shopper);
  await other.close();

  await page.goto("/account/edit-profile");
  await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount%2Fedit-profile$/, NAVIGATION);
  // Switching to registration and back keeps where to go afterwards.
  await page.getByRole("link", { name: "Inscrivez-vous ici." }).click();
  await expect(page).toHaveURL(/action=register&redirect=%2Faccount%2Fedit-profile/, NAVIGATION);
  await page.getByRole("link", { name: "Connectez-vous." }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
  await logIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/account\/edit-profile$/, NAVIGATION);
  await expect(textbox(page, "E-mail")).toHaveValue(shopper.email);

  await page.goto("/account/login?redirect=//example.com/phish");
  await expect(page).toHaveURL(/\/account$/, NAVIGATION);
});
