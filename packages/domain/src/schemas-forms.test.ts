import { describe, expect, it } from "vitest";
import { ZodError, type z } from "zod";
import { checkoutDefaults } from "./checkout-defaults.js";
import {
  AddToCartSchema,
  AddressSchema,
  ChangePasswordSchema,
  CheckoutSchema,
  DeliveryChangeSchema,
  EmailOnlySchema,
  LoginSchema,
  ProfileSchema,
  RegisterSchema,
  VariationSchema,
  addToCartDefaults,
  fieldErrors,
  toOrderDelivery,
} from "./schemas.js";

/** What a form shows: each failing field's message, keyed by dotted path ({} when valid). */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const filledCheckout = {
  ...checkoutDefaults,
  address: "12 rue Didouche Mourad",
  firstName: "Amine",
  lastName: "Benali",
  phoneNumber: "0555123456",
  postalCode: "16000",
  state: "16",
  stateCommuneId: "554",
};

describe("DeliveryChangeSchema", () => {
  const home = {
    address: " 3 rue Larbi Ben M’hidi ",
    address2: "",
    deliveryMethodOptions: { type: "home-delivery" },
    state: "31",
    stateCommuneId: "1210",
    stopDeskId: "",
  };

  it("asks for what checkout asks, with its messages", () => {
    expect(errorsOf(DeliveryChangeSchema, { ...home, address: "", state: "", stateCommuneId: "" })).toEqual({
      address: "L'adresse de livraison est obligatoire",
      state: "Sélectionnez votre wilaya",
      stateCommuneId: "Sélectionnez votre commune",
    });
    expect(errorsOf(DeliveryChangeSchema, { ...home, deliveryMethodOptions: { type: "stopdesk-delivery" } })).toEqual({
      stopDeskId: "Choisissez l’agence où retirer votre colis",
    });
  });

  it("gives the delivery of an order edit", () => {
    expect(toOrderDelivery(DeliveryChangeSchema.parse(home))).toEqual({
      method: "home-delivery",
      address: "3 rue Larbi Ben M’hidi",
      address2: "",
      state: 31,
      stateCommuneId: 1210,
    });
    const desk = { ...home, deliveryMethodOptions: { type: "stopdesk-delivery" }, stopDeskId: "3101" };
    expect(toOrderDelivery(DeliveryChangeSchema.parse(desk))).toMatchObject({ method: "stopdesk-delivery", stopDeskId: 3101 });
  });
});

describe("CheckoutSchema", () => {
  it("starts from the spec's defaults", () => {
    expect(checkoutDefaults).toMatchObject({
      acceptPolicy: true,
      country: "Algeria",
      deliveryMethodOptions: { type: "home-delivery" },
      paymentMethodOptions: { type: "on-delivery" },
      email: "",
    });
  });

  it("shows one required message per empty field of the default form", () => {
    expect(errorsOf(CheckoutSchema, checkoutDefaults)).toEqual({
      address: "L'adresse de livraison est obligatoire",
      firstName: "Ce champ est obligatoire",
      lastName: "Ce champ est obligatoire",
      phoneNumber: "Numéro de téléphone obligatoire",
      state: "Sélectionnez votre wilaya",
      stateCommuneId: "Sélectionnez votre commune",
    });
  });

  it("asks for the agency of a stop desk even while another field is wrong", () => {
    const change = { deliveryMethodOptions: { type: "stopdesk-delivery" }, email: "amine@" };
    expect(errorsOf(CheckoutSchema, { ...filledCheckout, ...change })).toEqual({
      email: "Format de l'e-mail invalide",
      stopDeskId: "Choisissez l’agence où retirer votre colis",
    });
  });

  it("parses the agency of a stop desk as a number", () => {
    const change = { deliveryMethodOptions: { type: "stopdesk-delivery" }, stopDeskId: "1601" };
    expect(CheckoutSchema.parse({ ...filledCheckout, ...change })).toMatchObject({ stopDeskId: 1601 });
  });

  it("parses a filled form without an email", () => {
    expect(CheckoutSchema.parse(filledCheckout)).toEqual({
      acceptPolicy: true,
      address: "12 rue Didouche Mourad",
      address2: "",
      country: "Algeria",
      deliveryMethodOptions: { type: "home-delivery" },
      email: undefined,
      firstName: "Amine",
      lastName: "Benali",
      paymentMethodOptions: { type: "on-delivery" },
      phoneNumber: "0555123456",
      postalCode: "16000",
      state: 16,
      stateCommuneId: 554,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["a valid email", { email: "amine@example.dz" }, {}],
    ["an invalid email", { email: "amine@" }, { email: "Format de l'e-mail invalide" }],
    [
      "stop desk delivery at an agency",
      { deliveryMethodOptions: { type: "stopdesk-delivery" }, stopDeskId: "12" },
      {},
    ],
    [
      "stop desk delivery without an agency",
      { deliveryMethodOptions: { type: "stopdesk-delivery" }, stopDeskId: "" },
      { stopDeskId: "Choisissez l’agence où retirer votre colis" },
    ],
    [
      "stop desk delivery with no agency field at all",
      { deliveryMethodOptions: { type: "stopdesk-delivery" }, stopDeskId: undefined },
      { stopDeskId: "Choisissez l’agence où retirer votre colis" },
    ],
    [
      "stop desk delivery with a bad agency id",
      { deliveryMethodOptions: { type: "stopdesk-delivery" }, stopDeskId: "abc" },
      { stopDeskId: "Choisissez l’agence où retirer votre colis" },
    ],
    ["home delivery needs no agency", { stopDeskId: null }, {}],
    ["no payment method (null)", { paymentMethodOptions: { type: null } }, {}],
    [
      "an unknown delivery method",
      { deliveryMethodOptions: { type: "drone" } },
      { "deliveryMethodOptions.type": "Ce champ est obligatoire" },
    ],
    [
      "an unknown payment method",
      { paymentMethodOptions: { type: "paypal" } },
      { "paymentMethodOptions.type": "Ce champ est obligatoire" },
    ],
    [
      "refused policy",
      { acceptPolicy: false },
      { acceptPolicy: "Vous devez lire et accepter les conditions de vente" },
    ],
    ["no country", { country: "" }, { country: "Sélectionnez votre Pays" }],
    ["a null address2", { address2: null }, {}],
  ])("with %s", (_name, change, expected) => {
    expect(errorsOf(CheckoutSchema, { ...filledCheckout, ...change })).toEqual(expected);
  });
});

describe("LoginSchema", () => {
  it.each<[unknown, Record<string, string>]>([
    [{}, { email: "L'email est obligatoire", password: "Entrez votre mot de passe" }],
    [{ email: "amine", password: "x" }, { email: "Format de l'e-mail invalide" }],
    // Only "required" for the password: an old password that breaks today's rules still logs in.
    [{ email: "amine@example.dz", password: "oldpass" }, {}],
  ])("%j gives %j", (input, expected) => {
    expect(errorsOf(LoginSchema, input)).toEqual(expected);
  });
});

describe("RegisterSchema", () => {
  it.each<[unknown, Record<string, string>]>([
    [
      {},
      {
        email: "L'email est obligatoire",
        firstName: "Ce champ est obligatoire",
        lastName: "Ce champ est obligatoire",
        password: "Entrez votre mot de passe",
      },
    ],
    [
      { email: "amine@example.dz", firstName: "Amine", lastName: "Benali", password: "oldpass" },
      { password: "Le mot de passe doit faire au moins 10 caractères" },
    ],
    [{ email: "amine@example.dz", firstName: "Amine", lastName: "Benali", password: "Abcdefgh1!" }, {}],
  ])("%j gives %j", (input, expected) => {
    expect(errorsOf(RegisterSchema, input)).toEqual(expected);
  });
});

describe("ProfileSchema", () => {
  const profile = {
    email: "amine@example.dz",
    firstName: "Amine",
    lastName: "Benali",
    phoneNumber: "0555123456",
  };

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{}, {}],
    [{ phoneNumber: "0123456789" }, { phoneNumber: "Numéro de téléphone invalide" }],
    [{ lastName: "B" }, { lastName: "Trop court" }],
  ])("with %j gives %j", (change, expected) => {
    expect(errorsOf(ProfileSchema, { ...profile, ...change })).toEqual(expected);
  });
});

describe("ChangePasswordSchema", () => {
  const MISMATCH = "Les mots de passes ne sont pas identiques";
  const UNCHANGED = "Le nouveau mot de passe ne doit pas être identique à l'ancien";

  it.each<[string, unknown, Record<string, string>]>([
    ["a valid change", { oldPassword: "old", newPassword: "Abcdefgh1!", confirmPassword: "Abcdefgh1!" }, {}],
    [
      "nothing filled",
      {},
      {
        oldPassword: "Entrez votre mot de passe",
        newPassword: "Entrez votre mot de passe",
        confirmPassword: MISMATCH,
      },
    ],
    [
      "a different confirmation",
      { oldPassword: "old", newPassword: "Abcdefgh1!", confirmPassword: "Abcdefgh2!" },
      { confirmPassword: MISMATCH },
    ],
    [
      "the old password again",
      { oldPassword: "Abcdefgh1!", newPassword: "Abcdefgh1!", confirmPassword: "Abcdefgh1!" },
      { newPassword: UNCHANGED },
    ],
    [
      "the old password again and a different confirmation",
      { oldPassword: "Abcdefgh1!", newPassword: "Abcdefgh1!", confirmPassword: "x" },
      { newPassword: UNCHANGED, confirmPassword: MISMATCH },
    ],
    [
      "a weak new password equal to the old one: only the rule message",
      { oldPassword: "weak", newPassword: "weak", confirmPassword: "weak" },
      { newPassword: "Le mot de passe doit faire au moins 10 caractères" },
    ],
    [
      "a weak new password and a different confirmation",
      { oldPassword: "old", newPassword: "abcdefghij", confirmPassword: "x" },
      {
        newPassword: "Le mot de passe doit avoir majuscule, minuscule, chiffre et caractère spécial.",
        confirmPassword: MISMATCH,
      },
    ],
  ])("%s", (_name, input, expected) => {
    expect(errorsOf(ChangePasswordSchema, input)).toEqual(expected);
  });

  it("gives exactly one message per field", () => {
    const result = ChangePasswordSchema.safeParse({
      oldPassword: "weak",
      newPassword: "weak",
      confirmPassword: "x",
    });
    const paths = result.error?.issues.map((issue) => issue.path.join(".")) ?? [];
    expect(paths).toEqual([...new Set(paths)]);
  });
});

describe("AddToCartSchema", () => {
  it.each<[unknown, Record<string, string>]>([
    [
      addToCartDefaults,
      { colorNo: "Veuillez choisir la couleur souhaitée", size: "Veuillez choisir votre taille" },
    ],
    [{ ...addToCartDefaults, colorNo: "1234567", size: "42" }, {}],
    [
      { colorNo: "1234567", size: "42", quantity: 0 },
      { quantity: "La quantité doit être une valeur positive" },
    ],
    [{ colorNo: "1234567", size: "42" }, { quantity: "Veuillez entrer la quantité souhaitée" }],
  ])("%j gives %j", (input, expected) => {
    expect(errorsOf(AddToCartSchema, input)).toEqual(expected);
  });

  it("starts with a quantity of 1", () => {
    expect(addToCartDefaults.quantity).toBe(1);
  });
});

describe("VariationSchema, EmailOnlySchema and AddressSchema", () => {
  const address = {
    firstName: "Amine",
    lastName: "Benali",
    phoneNumber: "0555123456",
    address: "12 rue Didouche Mourad",
    state: 16,
    stateCommuneId: 554,
  };

  it.each<[string, z.ZodType, unknown, Record<string, string>]>([
    ["a variation", VariationSchema, { colorNo: "1234567", variationId: "12" }, {}],
    [
      "no variation",
      VariationSchema,
      {},
      {
        colorNo: "Veuillez choisir la couleur souhaitée",
        variationId: "Veuillez choisir la couleur souhaitée",
      },
    ],
    ["an email", EmailOnlySchema, { email: "amine@example.dz" }, {}],
    ["no email", EmailOnlySchema, { email: "" }, { email: "L'email est obligatoire" }],
    ["an address", AddressSchema, address, {}],
    [
      "a default address",
      AddressSchema,
      { ...address, isDefault: true, address2: null, postalCode: "16000" },
      {},
    ],
    [
      "an address without commune",
      AddressSchema,
      { ...address, stateCommuneId: "" },
      { stateCommuneId: "Sélectionnez votre commune" },
    ],
  ])("%s", (_name, schema, input, expected) => {
    expect(errorsOf(schema, input)).toEqual(expected);
  });
});

describe("fieldErrors", () => {
  it("keys a nested field by its dotted path", () => {
    expect(errorsOf(CheckoutSchema, { ...filledCheckout, deliveryMethodOptions: {} })).toEqual({
      "deliveryMethodOptions.type": "Ce champ est obligatoire",
    });
  });

  it("keeps the first message of each path", () => {
    const issue = (path: (string | number)[], message: string) => ({
      code: "custom" as const,
      path,
      message,
      input: null,
    });
    const error = new ZodError([
      issue(["items", 0, "quantity"], "first"),
      issue(["items", 0, "quantity"], "second"),
      issue(["email"], "email"),
      issue([], "form"),
    ]);
    expect(fieldErrors(error)).toEqual({ "items.0.quantity": "first", email: "email", "": "form" });
  });
});

describe("form schemas given anything but an object", () => {
  // The API validates request bodies with these schemas: their cross-field checks must not read a missing object.
  it.each([[null], [42], ["texte"], [[]], [true]])("%j gives issues, never an exception", (input) => {
    for (const schema of [CheckoutSchema, ChangePasswordSchema, RegisterSchema, AddressSchema]) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.length).toBeGreaterThan(0);
    }
  });
});
