import { expect, test, type Page } from "@playwright/test";
import { addToCart, declineCookies, findSkus, signUp, uniqueShopper } from "./journey-support";

/**
 * Spec §5, table-driven: every message is shown, under its field, for its bad input, on each form that
 * validates that field. A round sets some fields (a null message only prepares a value), submits, and checks
 * each field's accessible description (the small red text under it).
 */
type Value = string | boolean;
type Row = [field: string, value: Value, message: string | null];
type Role = "textbox" | "combobox" | "checkbox";

const REQUIRED = "Ce champ est obligatoire";
const SHORT = "Trop court";
const LONG = "Trop longue";
const BAD_NAME = "Veuillez entrer un nom valide";
const PHONE_REQUIRED = "Numéro de téléphone obligatoire";
const PHONE_INVALID = "Numéro de téléphone invalide";
const EMAIL_REQUIRED = "L'email est obligatoire";
const EMAIL_INVALID = "Format de l'e-mail invalide";
const PASSWORD_REQUIRED = "Entrez votre mot de passe";
const PASSWORD_MIN = "Le mot de passe doit faire au moins 10 caractères";
const PASSWORD_MAX = "Le mot de passe ne doit pas dépasser 40 caractères";
const PASSWORD_PATTERN = "Le mot de passe doit avoir majuscule, minuscule, chiffre et caractère spécial.";
const MISMATCH = "Les mots de passes ne sont pas identiques";
const UNCHANGED = "Le nouveau mot de passe ne doit pas être identique à l'ancien";
const STATE = "Sélectionnez votre wilaya";
const COMMUNE = "Sélectionnez votre commune";

const x = (count: number) => "x".repeat(count);

/** Each form's names and roles of its fields (the role decides how a value is put in). */
const ROLES: Record<string, Role> = {
  Wilaya: "combobox",
  Commune: "combobox",
  Pays: "combobox",
  "conditions générales de vente": "checkbox",
};

async function runTable(page: Page, formName: string, submit: string, rounds: Row[][]): Promise<void> {
  const form = page.getByRole("form", { name: formName });
  await expect(form).toBeVisible();
  for (const round of rounds) {
    for (const [field, value] of round) {
      const role = ROLES[field] ?? "textbox";
      if (role === "checkbox") {
        await form.getByRole("checkbox", { name: new RegExp(field) }).setChecked(value === true);
      } else if (role === "combobox") {
        const select = form.getByRole("combobox", { name: field, exact: true });
        // An empty select stays as it is (a commune select waits, disabled, for its wilaya).
        if (value === "") {
          if ((await select.inputValue()) !== "") await select.selectOption({ index: 0 });
        }
        else await select.selectOption({ label: String(value) });
      } else {
        await form.getByRole("textbox", { name: field, exact: true }).fill(String(value));
      }
    }
    await form.getByRole("button", { name: submit, exact: true }).click();
    for (const [field, , message] of round) {
      if (message === null) continue;
      const role = ROLES[field] ?? "textbox";
      const control =
        role === "checkbox"
          ? form.getByRole("checkbox", { name: new RegExp(field) })
          : form.getByRole(role, { name: field, exact: true });
      await expect(control, `${formName} › ${field} = ${JSON.stringify(round.find((row) => row[0] === field)?.[1])}`).toHaveAccessibleDescription(message);
      await expect(form.getByText(message, { exact: true }).first()).toHaveClass(/text-xs/);
    }
  }
}

test.beforeEach(async ({ context }) => {
  test.slow();
  await declineCookies(context);
});

test("checkout: every field's message", async ({ page, request }) => {
  // The scripts of the French pages: the domain's Arabic catalogue is never among them.
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(response.text().then((text) => ({ url: response.url(), text }), () => ({ url: response.url(), text: "" })));
  });
  const [sku] = await findSkus(request, 1);
  await page.goto("/");
  await addToCart(page, sku!);
  await page.goto("/checkout");
  await runTable(page, "Paiement sécurisé", "Valider la commande", [
    [
      ["Prénom", "", REQUIRED],
      ["Nom", "", REQUIRED],
      ["Adresse", "", "L'adresse de livraison est obligatoire"],
      ["Téléphone", "", PHONE_REQUIRED],
      ["Pays", "", "Sélectionnez votre Pays"],
      ["Wilaya", "", STATE],
      ["Commune", "", COMMUNE],
      ["conditions générales de vente", false, "Vous devez lire et accepter les conditions de vente"],
    ],
    [
      ["Prénom", "Al", SHORT],
      ["Nom", "Amine2", BAD_NAME],
      ["Adresse", "12 r", SHORT],
      ["Téléphone", "0123456789", PHONE_INVALID],
      ["E-mail (facultatif)", "amine@", EMAIL_INVALID],
      ["Complément d’adresse (facultatif)", x(101), LONG],
      ["Wilaya", "16 – Alger", null],
      ["Commune", "", COMMUNE],
    ],
    [
      ["Prénom", "Jean-Pierre", BAD_NAME],
      ["Nom", "Al", SHORT],
      ["Adresse", x(101), LONG],
      ["Téléphone", "05551234", PHONE_INVALID],
    ],
  ]);
  await expect(page).toHaveURL(/\/checkout$/);
  const arabic = (await Promise.all(scripts)).filter(({ text }) => text.includes("رقم الهاتف إلزامي"));
  expect(arabic.map(({ url }) => url)).toEqual([]);
});

test("login: e-mail and password", async ({ page }) => {
  await page.goto("/account/login");
  await runTable(page, "Connexion", "Se connecter", [
    [
      ["E-mail", "", EMAIL_REQUIRED],
      ["Mot de passe", "", PASSWORD_REQUIRED],
    ],
    [["E-mail", "amine@", EMAIL_INVALID]],
  ]);
});

test("registration: e-mail, names and password", async ({ page }) => {
  await page.goto("/account/login?action=register");
  await runTable(page, "Créer un compte", "Créer mon compte", [
    [
      ["Prénom", "", REQUIRED],
      ["Nom", "", REQUIRED],
      ["E-mail", "", EMAIL_REQUIRED],
      ["Mot de passe", "", PASSWORD_REQUIRED],
    ],
    [
      ["Prénom", "Al", SHORT],
      ["Nom", "O'Neil", BAD_NAME],
      ["E-mail", "amine.example.dz", EMAIL_INVALID],
      ["Mot de passe", "Abc1!", PASSWORD_MIN],
    ],
    [
      ["Prénom", "Amine2", BAD_NAME],
      ["Nom", "Be", SHORT],
      ["Mot de passe", `Aa1!${x(37)}`, PASSWORD_MAX],
    ],
    [["Mot de passe", "abcdefghijkl", PASSWORD_PATTERN]],
  ]);
});

test("profile, change password and address: their fields' messages", async ({ page }) => {
  const shopper = uniqueShopper();
  await page.goto("/account/login");
  await signUp(page, shopper);

  await page.goto("/account/edit-profile");
  await runTable(page, "Modifier le profil", "Enregistrer", [
    [
      ["Prénom", "", REQUIRED],
      ["Nom", "", REQUIRED],
      ["E-mail", "", EMAIL_REQUIRED],
      ["Téléphone", "", PHONE_REQUIRED],
    ],
    [
      ["Prénom", "Al", SHORT],
      ["Nom", "Amine 2", BAD_NAME],
      ["E-mail", "amine@", EMAIL_INVALID],
      ["Téléphone", "0812345678", PHONE_INVALID],
    ],
  ]);

  await page.goto("/account/edit-password");
  await runTable(page, "Changer le mot de passe", "Changer le mot de passe", [
    [
      ["Mot de passe actuel", "", PASSWORD_REQUIRED],
      ["Nouveau mot de passe", "", PASSWORD_REQUIRED],
    ],
    [
      ["Mot de passe actuel", "Ancien-Mot2passe", null],
      ["Nouveau mot de passe", "court1!A", PASSWORD_MIN],
      ["Confirmez le nouveau mot de passe", "autre", null],
    ],
    [
      ["Nouveau mot de passe", `Aa1!${x(37)}`, PASSWORD_MAX],
    ],
    [
      ["Nouveau mot de passe", "sansmajuscule1!", PASSWORD_PATTERN],
    ],
    [
      ["Nouveau mot de passe", "Nouveau-Mot2passe", null],
      ["Confirmez le nouveau mot de passe", "Nouveau-Mot3passe", MISMATCH],
    ],
    [
      ["Nouveau mot de passe", "Ancien-Mot2passe", UNCHANGED],
      ["Confirmez le nouveau mot de passe", "Ancien-Mot2passe", null],
    ],
  ]);

  await page.goto("/account/addresses/add-address");
  await runTable(page, "Ajouter une adresse", "Enregistrer l’adresse", [
    [
      ["Prénom", "", REQUIRED],
      ["Nom", "", REQUIRED],
      ["Téléphone", "", PHONE_REQUIRED],
      ["Adresse", "", "L'adresse de livraison est obligatoire"],
      ["Wilaya", "", STATE],
      ["Commune", "", COMMUNE],
    ],
    [
      ["Prénom", "Al", SHORT],
      ["Nom", "Amine2", BAD_NAME],
      ["Téléphone", "0423456789", PHONE_INVALID],
      ["Adresse", "12 r", SHORT],
    ],
    [["Adresse", x(101), LONG]],
  ]);
});
