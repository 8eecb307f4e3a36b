import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { PASSWORD, Shopper, communesOf16, errorOf, uniqueEmail } from "./support/shopper.js";
import { tableCounts, takeSku, type Sku } from "./support/skus.js";

/**
 * Every validation message of spec §5 for the fields the commerce endpoints take: one bad field at a time in an
 * otherwise valid body gives 400 with exactly that field and its French message in `error.fields`.
 */
const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 1_000 });

const M = {
  required: "Ce champ est obligatoire",
  tooShort: "Trop court",
  tooLong: "Trop longue",
  invalidName: "Veuillez entrer un nom valide",
  addressRequired: "L'adresse de livraison est obligatoire",
  countryRequired: "Sélectionnez votre Pays",
  stateRequired: "Sélectionnez votre wilaya",
  communeRequired: "Sélectionnez votre commune",
  phoneRequired: "Numéro de téléphone obligatoire",
  phoneInvalid: "Numéro de téléphone invalide",
  emailRequired: "L'email est obligatoire",
  emailInvalid: "Format de l'e-mail invalide",
  passwordRequired: "Entrez votre mot de passe",
  passwordMin: "Le mot de passe doit faire au moins 10 caractères",
  passwordMax: "Le mot de passe ne doit pas dépasser 40 caractères",
  passwordPattern: "Le mot de passe doit avoir majuscule, minuscule, chiffre et caractère spécial.",
  passwordMismatch: "Les mots de passes ne sont pas identiques",
  passwordUnchanged: "Le nouveau mot de passe ne doit pas être identique à l'ancien",
  acceptPolicy: "Vous devez lire et accepter les conditions de vente",
  quantityRequired: "Veuillez entrer la quantité souhaitée",
  quantityPositive: "La quantité doit être une valeur positive",
  quantityMin: "La quantité doit être d'une valeur supérieure ou égale à 1",
  sizeRequired: "Veuillez choisir votre taille",
  colorRequired: "Veuillez choisir la couleur souhaitée",
};

const MISSING = Symbol("missing");
type Case = [field: string, value: unknown, message: string];

/** The valid body with one (possibly nested, dotted) field replaced or removed. */
function withField(body: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(body);
  const keys = path.split(".");
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  if (value === MISSING) delete target[keys.at(-1)!];
  else target[keys.at(-1)!] = value;
  return copy;
}

const nameCases = (field: string): Case[] => [
  [field, MISSING, M.required],
  [field, "", M.required],
  [field, "   ", M.required],
  [field, null, M.required],
  [field, "Al", M.tooShort],
  [field, "J0hn", M.invalidName],
  [field, "Amina!", M.invalidName],
  [field, "'; drop table users; --", M.invalidName],
];
const emailCases: Case[] = [
  ["email", MISSING, M.emailRequired],
  ["email", "", M.emailRequired],
  ["email", "pas-un-email", M.emailInvalid],
  ["email", "amina@", M.emailInvalid],
];
const phoneCases: Case[] = [
  ["phoneNumber", MISSING, M.phoneRequired],
  ["phoneNumber", "", M.phoneRequired],
  ["phoneNumber", "0123456789", M.phoneInvalid],
  ["phoneNumber", "055512345", M.phoneInvalid],
  ["phoneNumber", "05551234567", M.phoneInvalid],
  // +213 stands for the leading 0, so the rule judges the national number: 0455… is not a mobile.
  ["phoneNumber", "+213455123456", M.phoneInvalid],
  ["phoneNumber", "+33612345678", M.phoneInvalid],
];
const newPasswordCases = (field: string): Case[] => [
  [field, MISSING, M.passwordRequired],
  [field, "", M.passwordRequired],
  [field, "Ab1!", M.passwordMin],
  [field, `Aa1!${"x".repeat(37)}`, M.passwordMax],
  [field, "abcdefghijkl", M.passwordPattern],
  [field, "ABCDEFGH1!", M.passwordPattern],
  [field, "Abcdefghijk!", M.passwordPattern],
  [field, "Abcdefghij1", M.passwordPattern],
];

let customer: Shopper;
let sku: Sku;
let communeId: number;
beforeAll(async () => {
  customer = new Shopper(app);
  await customer.signUp();
  sku = await takeSku(db, { minStock: 5 });
  await customer.addToCart(sku, 1);
  [communeId] = (await communesOf16(app)) as [number];
});

async function expectFieldErrors(
  send: (body: Record<string, unknown>) => Promise<{ status: number; body: unknown; raw: string }>,
  valid: Record<string, unknown>,
  cases: Case[],
) {
  const before = await tableCounts(db);
  for (const [field, value, message] of cases) {
    const reply = await send(withField(valid, field, value));
    const label = `${field} = ${value === MISSING ? "(absent)" : JSON.stringify(value)}`;
    expect(reply.status, label).toBe(400);
    const error = errorOf(reply as never);
    expect(error.code, label).toBe("VALIDATION_ERROR");
    expect(error.fields, label).toEqual({ [field]: message });
    expect(error.message, label).toBe(message);
  }
  expect(await tableCounts(db)).toEqual(before);
}

describe("registration (POST /api/users/sign-up)", () => {
  const valid = {
    email: "inscription@exemple.dz",
    firstName: "Amina",
    lastName: "Benali",
    password: PASSWORD,
  };
  it.each([
    ...emailCases,
    ...nameCases("firstName"),
    ...nameCases("lastName"),
    ...newPasswordCases("password"),
  ])("%s = %o → %s", async (field, value, message) => {
    await expectFieldErrors((body) => new Shopper(app).post("/api/users/sign-up", body), valid, [
      [field, value, message],
    ]);
  });
  it("accepts the valid body the cases start from", async () => {
    expect(
      (await new Shopper(app).post("/api/users/sign-up", { ...valid, email: uniqueEmail() })).status,
    ).toBe(201);
  });
});

describe("login (POST /api/users/login)", () => {
  it("gives the spec's messages for email and password (the password is only required)", async () => {
    await expectFieldErrors(
      (body) => new Shopper(app).post("/api/users/login", body),
      { email: "client@exemple.dz", password: "x" },
      [
        ...emailCases,
        ["password", MISSING, M.passwordRequired],
        ["password", "", M.passwordRequired],
        ["password", 1234567890, M.passwordRequired],
      ],
    );
  });
});

describe("profile (PATCH /api/users/edit-user)", () => {
  it("gives the spec's messages for email, names and phone number", async () => {
    const valid = {
      email: customer.email!,
      firstName: "Amina",
      lastName: "Benali",
      phoneNumber: "0551234567",
    };
    await expectFieldErrors((body) => customer.patch("/api/users/edit-user", body), valid, [
      ...emailCases,
      ...nameCases("firstName"),
      ...nameCases("lastName"),
      ...phoneCases,
    ]);
    expect((await customer.patch("/api/users/edit-user", valid)).status).toBe(200);
  });
});

describe("change password (PATCH /api/users/change-password)", () => {
  it("gives the spec's messages for the old, new and confirmed passwords", async () => {
    const next = "Nouveau-Secret-99";
    const valid = { oldPassword: PASSWORD, newPassword: next, confirmPassword: next };
    await expectFieldErrors((body) => customer.patch("/api/users/change-password", body), valid, [
      ["oldPassword", MISSING, M.passwordRequired],
      ["oldPassword", "", M.passwordRequired],
      ["confirmPassword", "Nouveau-Secret-98", M.passwordMismatch],
      ["confirmPassword", MISSING, M.passwordMismatch],
      ["confirmPassword", "", M.passwordMismatch],
    ]);
    const unchanged = await customer.patch("/api/users/change-password", {
      oldPassword: PASSWORD,
      newPassword: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(unchanged.status).toBe(400);
    expect(errorOf(unchanged).fields).toEqual({ newPassword: M.passwordUnchanged });
    // A bad new password is reported on newPassword only (the confirmation is compared once it is valid).
    for (const [, value, message] of newPasswordCases("newPassword")) {
      const body = withField(valid, "newPassword", value);
      if (value !== MISSING) body.confirmPassword = value;
      const reply = await customer.patch("/api/users/change-password", body);
      expect(reply.status).toBe(400);
      expect(errorOf(reply).fields).toMatchObject({ newPassword: message });
    }
  });
});

describe("cart line (PATCH /api/cart/update)", () => {
  it("gives the spec's messages for colour, size and quantity", async () => {
    const valid = { colorNo: sku.colorNo, size: sku.size, quantity: 1 };
    await expectFieldErrors((body) => customer.patch("/api/cart/update", body), valid, [
      ["colorNo", MISSING, M.colorRequired],
      ["colorNo", "", M.colorRequired],
      ["colorNo", "abc", M.colorRequired],
      ["colorNo", "'; drop table users; --", M.colorRequired],
      ["size", MISSING, M.sizeRequired],
      ["size", "", M.sizeRequired],
      ["size", "x".repeat(21), M.sizeRequired],
      ["quantity", MISSING, M.quantityRequired],
      ["quantity", null, M.quantityRequired],
      ["quantity", "deux", M.quantityRequired],
      ["quantity", -1, M.quantityPositive],
      ["quantity", 0.5, M.quantityMin],
      ["quantity", 1.5, M.quantityRequired],
    ]);
    await expectFieldErrors((body) => customer.patch("/api/cart/update", body), { ...valid, mode: "add" }, [
      ["quantity", 0, M.quantityPositive],
      ["quantity", -3, M.quantityPositive],
    ]);
  });
});

describe("wishlist (PATCH /api/wishlist/update)", () => {
  it("gives the colour message", async () => {
    await expectFieldErrors(
      (body) => customer.patch("/api/wishlist/update", body),
      { colorNo: sku.colorNo, action: "add" },
      [
        ["colorNo", MISSING, M.colorRequired],
        ["colorNo", "", M.colorRequired],
        ["colorNo", "12a", M.colorRequired],
      ],
    );
  });
});

describe("saved address (POST /api/addresses)", () => {
  it("gives the spec's messages for names, phone, address, wilaya and commune", async () => {
    const valid = {
      firstName: "Amina",
      lastName: "Benali",
      phoneNumber: "0551234567",
      address: "12 rue Didouche Mourad",
      state: 16,
      stateCommuneId: communeId,
    };
    await expectFieldErrors((body) => customer.post("/api/addresses", body), valid, [
      ...nameCases("firstName").slice(0, 5),
      ...phoneCases.slice(0, 3),
      ["address", MISSING, M.addressRequired],
      ["address", "", M.addressRequired],
      ["address", "abc", M.tooShort],
      ["address", "x".repeat(101), M.tooLong],
      ["address2", "x".repeat(101), M.tooLong],
      ["state", MISSING, M.stateRequired],
      ["state", "", M.stateRequired],
      ["state", "Alger", M.stateRequired],
      ["state", 0, M.stateRequired],
      ["stateCommuneId", MISSING, M.communeRequired],
      ["stateCommuneId", "", M.communeRequired],
      ["stateCommuneId", -4, M.communeRequired],
    ]);
    expect((await customer.post("/api/addresses", valid)).status).toBe(201);
  });
});

describe("checkout (POST /api/guest-order/create)", () => {
  it("gives the spec's message for every checkout field", async () => {
    const guest = new Shopper(app);
    await guest.addToCart(await takeSku(db, { minStock: 2 }), 1);
    const valid = (await guest.checkoutBody()) as unknown as Record<string, unknown>;
    await expectFieldErrors((body) => guest.post("/api/guest-order/create", body), valid, [
      ["acceptPolicy", false, M.acceptPolicy],
      ["acceptPolicy", MISSING, M.acceptPolicy],
      ["acceptPolicy", "true", M.acceptPolicy],
      ["address", MISSING, M.addressRequired],
      ["address", "   ", M.addressRequired],
      ["address", "abcd", M.tooShort],
      ["address", "x".repeat(101), M.tooLong],
      ["address2", "x".repeat(101), M.tooLong],
      ["country", MISSING, M.countryRequired],
      ["country", "", M.countryRequired],
      ["deliveryMethodOptions.type", "drone", M.required],
      ["deliveryMethodOptions.type", MISSING, M.required],
      ["deliveryMethodOptions", MISSING, M.required],
      ["paymentMethodOptions.type", "paypal", M.required],
      ["paymentMethodOptions", MISSING, M.required],
      ["email", "pas-un-email", M.emailInvalid],
      ["email", 42, M.emailInvalid],
      ...nameCases("firstName"),
      ...nameCases("lastName"),
      ...phoneCases,
      ["state", MISSING, M.stateRequired],
      ["state", "", M.stateRequired],
      ["state", "seize", M.stateRequired],
      ["state", 1.5, M.stateRequired],
      ["stateCommuneId", MISSING, M.communeRequired],
      ["stateCommuneId", "", M.communeRequired],
      ["stateCommuneId", {}, M.communeRequired],
    ]);
    // The optional fields may be blank or absent; the body the cases start from is a valid order.
    const reply = await guest.post("/api/guest-order/create", {
      ...valid,
      email: "",
      address2: null,
      postalCode: "",
    });
    expect(reply.status).toBe(201);
    expect(reply.body.contact.email).toBeNull();
  });
});
