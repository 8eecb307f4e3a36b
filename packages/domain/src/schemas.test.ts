import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  acceptPolicySchema,
  addressSchema,
  address2Schema,
  colorNoSchema,
  countrySchema,
  deliveryMethodSchema,
  emailSchema,
  nameSchema,
  optionalEmailSchema,
  orderTypeSchema,
  passwordSchema,
  paymentMethodSchema,
  phoneNumberSchema,
  postalCodeSchema,
  quantitySchema,
  requiredEmailSchema,
  requiredPasswordSchema,
  sizeSchema,
  stateCommuneIdSchema,
  stateSchema,
  textSchema,
  variationIdSchema,
} from "./schemas.js";

/** What a form shows for one field: every message (each rule must give exactly one), or [] when valid. */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function outputOf(schema: z.ZodType, input: unknown): unknown {
  return schema.parse(input);
}

type Row = [input: unknown, message: string | null];

function describeField(name: string, schema: z.ZodType, rows: Row[]): void {
  describe(name, () => {
    it.each(rows)("%j gives %j", (input, message) => {
      expect(messagesOf(schema, input)).toEqual(message === null ? [] : [message]);
    });
  });
}

const REQUIRED = "Ce champ est obligatoire";
const NAME_INVALID = "Veuillez entrer un nom valide";
describeField("firstName, lastName", nameSchema, [
  [undefined, REQUIRED],
  [null, REQUIRED],
  ["", REQUIRED],
  ["   ", REQUIRED],
  [42, REQUIRED],
  ["Al", "Trop court"],
  ["  Al  ", "Trop court"],
  ["A1", "Trop court"],
  ["Ali", null],
  ["Amine", null],
  ["Hélène Éloïse", null],
  ["Çelik", null],
  ["عبد القادر", null],
  ["e\u0301ric", null], // decomposed "é", normalised first
  ["Jean-Pierre", NAME_INVALID],
  ["O'Neil", NAME_INVALID],
  ["Amine2", NAME_INVALID],
  ["Ἀλέξανδρος", NAME_INVALID],
  ["٣٣٣", NAME_INVALID],
  ["a".repeat(100), null],
  ["a".repeat(101), NAME_INVALID],
  ["1".repeat(101), NAME_INVALID],
]);

describeField("address", addressSchema, [
  [undefined, "L'adresse de livraison est obligatoire"],
  ["", "L'adresse de livraison est obligatoire"],
  ["    ", "L'adresse de livraison est obligatoire"],
  ["12 r", "Trop court"],
  ["12 ru", null],
  ["Cité 200 logements, Bab Ezzouar", null],
  ["x".repeat(100), null],
  ["x".repeat(101), "Trop longue"],
]);

describeField("address2", address2Schema, [
  [undefined, null],
  [null, null],
  ["", null],
  ["Bâtiment B", null],
  ["x".repeat(101), "Trop longue"],
]);

describeField("country", countrySchema, [
  [undefined, "Sélectionnez votre Pays"],
  ["", "Sélectionnez votre Pays"],
  ["Algeria", null],
]);

describeField("state", stateSchema, [
  [undefined, "Sélectionnez votre wilaya"],
  [null, "Sélectionnez votre wilaya"],
  ["", "Sélectionnez votre wilaya"],
  ["abc", "Sélectionnez votre wilaya"],
  [0, "Sélectionnez votre wilaya"],
  [-16, "Sélectionnez votre wilaya"],
  [1.5, "Sélectionnez votre wilaya"],
  ["16", null],
  [16, null],
]);

describeField("stateCommuneId", stateCommuneIdSchema, [
  [undefined, "Sélectionnez votre commune"],
  ["", "Sélectionnez votre commune"],
  ["0", "Sélectionnez votre commune"],
  ["554", null],
]);

describeField("postalCode", postalCodeSchema, [
  [undefined, null],
  ["", null],
  ["16000", null],
  ["12345678901", "Trop longue"],
]);

const PHONE_INVALID = "Numéro de téléphone invalide";
describeField("phoneNumber", phoneNumberSchema, [
  [undefined, "Numéro de téléphone obligatoire"],
  ["", "Numéro de téléphone obligatoire"],
  ["  ", "Numéro de téléphone obligatoire"],
  ["0555123456", null],
  ["0655123456", null],
  ["0755123456", null],
  ["0955123456", null],
  ["0555 12 34 56", null],
  ["0855123456", PHONE_INVALID],
  ["0455123456", PHONE_INVALID],
  ["5551234567", PHONE_INVALID],
  ["055512345", PHONE_INVALID],
  ["05551234567", PHONE_INVALID],
  ["0555-12-34-56", PHONE_INVALID],
  // The international forms of an Algerian number: the rule applies to the national number they stand for.
  ["+213555123456", null],
  ["+213 555 12 34 56", null],
  ["00213 555 12 34 56", null],
  ["+213 0555 12 34 56", null],
  ["+213 455 12 34 56", PHONE_INVALID],
  ["+213 555 12 34", PHONE_INVALID],
  ["+33 6 12 34 56 78", PHONE_INVALID],
  ["+213", PHONE_INVALID],
  ["213555123456", PHONE_INVALID],
]);

const EMAIL_REQUIRED = "L'email est obligatoire";
const EMAIL_INVALID = "Format de l'e-mail invalide";
describeField("email", emailSchema, [
  [undefined, EMAIL_REQUIRED],
  ["", EMAIL_REQUIRED],
  ["   ", EMAIL_REQUIRED],
  ["amine", EMAIL_INVALID],
  ["amine@", EMAIL_INVALID],
  ["amine@example", EMAIL_INVALID],
  ["amine@example.dz", null],
  ["  amine@example.dz  ", null],
  [`${"a".repeat(250)}@example.dz`, EMAIL_INVALID],
]);

describeField("email, required-only variant", requiredEmailSchema, [
  [undefined, EMAIL_REQUIRED],
  ["", EMAIL_REQUIRED],
  ["amine", null],
]);

describeField("optionalEmail", optionalEmailSchema, [
  [undefined, null],
  [null, null],
  ["", null],
  ["  ", null],
  ["amine@example.dz", null],
  ["amine", EMAIL_INVALID],
  [42, EMAIL_INVALID],
]);

const PASSWORD_PATTERN = "Le mot de passe doit avoir majuscule, minuscule, chiffre et caractère spécial.";
describeField("password", passwordSchema, [
  [undefined, "Entrez votre mot de passe"],
  ["", "Entrez votre mot de passe"],
  ["Ab1!", "Le mot de passe doit faire au moins 10 caractères"],
  ["Abcdefg1!", "Le mot de passe doit faire au moins 10 caractères"],
  ["Abcdefgh1!", null],
  ["Ab1! ".repeat(8), null], // 40 characters: max 40 wins over the pattern's 30
  [`Ab1!${"x".repeat(37)}`, "Le mot de passe ne doit pas dépasser 40 caractères"],
  ["abcdefgh1!", PASSWORD_PATTERN],
  ["ABCDEFGH1!", PASSWORD_PATTERN],
  ["Abcdefghi!", PASSWORD_PATTERN],
  ["Abcdefghi1", PASSWORD_PATTERN],
  ["Abcdefgh 1", null], // a space is a special character
  ["Élodie2025#", null],
]);

describeField("password, required only (login, old password)", requiredPasswordSchema, [
  [undefined, "Entrez votre mot de passe"],
  ["", "Entrez votre mot de passe"],
  ["short", null],
]);

const QUANTITY_REQUIRED = "Veuillez entrer la quantité souhaitée";
const QUANTITY_POSITIVE = "La quantité doit être une valeur positive";
const QUANTITY_MIN = "La quantité doit être d'une valeur supérieure ou égale à 1";
describeField("quantity", quantitySchema, [
  [undefined, QUANTITY_REQUIRED],
  [null, QUANTITY_REQUIRED],
  ["", QUANTITY_REQUIRED],
  ["deux", QUANTITY_REQUIRED],
  [NaN, QUANTITY_REQUIRED],
  [Infinity, QUANTITY_REQUIRED],
  [0, QUANTITY_POSITIVE],
  ["0", QUANTITY_POSITIVE],
  [-3, QUANTITY_POSITIVE],
  [0.5, QUANTITY_MIN],
  [1.5, QUANTITY_REQUIRED],
  [1, null],
  ["3", null],
  [10, null],
]);

describeField("size", sizeSchema, [
  [undefined, "Veuillez choisir votre taille"],
  ["", "Veuillez choisir votre taille"],
  ["42", null],
  ["XL", null],
  ["x".repeat(21), "Veuillez choisir votre taille"],
]);

const COLOR_REQUIRED = "Veuillez choisir la couleur souhaitée";
describeField("colorNo", colorNoSchema, [
  [undefined, COLOR_REQUIRED],
  ["", COLOR_REQUIRED],
  ["12ab", COLOR_REQUIRED],
  [1234567, COLOR_REQUIRED],
  ["1234567", null],
  ["1".repeat(21), COLOR_REQUIRED],
]);

describeField("variationId", variationIdSchema, [
  [undefined, COLOR_REQUIRED],
  [0, COLOR_REQUIRED],
  ["12", null],
  [12, null],
]);

describeField("orderType", orderTypeSchema, [
  [undefined, REQUIRED],
  ["phone", REQUIRED],
  ["website", null],
  ["manual", null],
]);

describeField("deliveryMethodOptions.type", deliveryMethodSchema, [
  [undefined, REQUIRED],
  ["pickup", REQUIRED],
  ["home-delivery", null],
  ["stopdesk-delivery", null],
]);

describeField("paymentMethodOptions.type", paymentMethodSchema, [
  [null, null],
  ["on-delivery", null],
  ["cib", null],
  ["eddahabia", null],
  ["paypal", REQUIRED],
]);

const ACCEPT = "Vous devez lire et accepter les conditions de vente";
describeField("acceptPolicy", acceptPolicySchema, [
  [true, null],
  [false, ACCEPT],
  [undefined, ACCEPT],
  ["true", ACCEPT],
]);

describe("normalised output", () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    ["names are trimmed", nameSchema, "  Amine  ", "Amine"],
    ["names are NFC-normalised", nameSchema, "e\u0301ric", "\u00e9ric"],
    ["addresses are trimmed", addressSchema, " 12 rue Didouche Mourad ", "12 rue Didouche Mourad"],
    ["emails are trimmed", emailSchema, " amine@example.dz ", "amine@example.dz"],
    ["a blank optional email is absent", optionalEmailSchema, " ", undefined],
    ["phone spaces are removed", phoneNumberSchema, "0555 12 34 56", "0555123456"],
    ["+213 becomes the leading 0", phoneNumberSchema, "+213 555 12 34 56", "0555123456"],
    ["00213 becomes the leading 0", phoneNumberSchema, "00213 555 12 34 56", "0555123456"],
    ["a trunk 0 typed after +213 is kept once", phoneNumberSchema, "+213 0555 12 34 56", "0555123456"],
    [
      "no-break spaces are removed too",
      phoneNumberSchema,
      "+213\u00a0555\u00a012\u00a034\u00a056",
      "0555123456",
    ],
    ["a state from a select is a number", stateSchema, "16", 16],
    ["a quantity from a select is a number", quantitySchema, "2", 2],
    ["passwords are not trimmed", passwordSchema, " Abcdefgh1! ", " Abcdefgh1! "],
  ])("%s", (_name, schema, input, expected) => {
    expect(outputOf(schema, input)).toEqual(expected);
  });
});

const CONTROL = "Caractères non autorisés";
describe("control characters", () => {
  const fields: [string, z.ZodType, (text: string) => string][] = [
    ["name", nameSchema, (c) => `Ami${c}na`],
    ["address", addressSchema, (c) => `12 rue${c} Didouche`],
    ["address2", address2Schema, (c) => `Bâtiment${c}B`],
    ["country", countrySchema, (c) => `Alg${c}eria`],
    ["postalCode", postalCodeSchema, (c) => `16${c}000`],
    ["email", emailSchema, (c) => `amine${c}@example.dz`],
    ["email, required-only variant", requiredEmailSchema, (c) => `amine${c}@example.dz`],
    ["optionalEmail", optionalEmailSchema, (c) => `amine${c}@example.dz`],
    ["password", passwordSchema, (c) => `Abcdefgh1!${c}`],
    ["password, required only", requiredPasswordSchema, (c) => `secret${c}`],
    ["size", sizeSchema, (c) => `X${c}L`],
    ["colorNo", colorNoSchema, (c) => `123${c}4567`],
    ["free text", textSchema(), (c) => `basket${c}ball`],
  ];
  const controls = ["\u0000", "\u0001", "\u0008", "\t", "\n", "\r", "\u001b", "\u001f", "\u007f"];
  describe.each(fields)("%s", (_name, schema, withCharacter) => {
    it.each(controls)("refuses %j inside the text with one message", (character) => {
      expect(messagesOf(schema, withCharacter(character))).toEqual([CONTROL]);
    });
  });

  it("lets trimmed fields drop surrounding line breaks and tabs before checking", () => {
    expect(outputOf(nameSchema, "\tAmina\n")).toBe("Amina");
    expect(outputOf(address2Schema, "Bâtiment B\r\n")).toBe("Bâtiment B");
  });

  it("keeps tab and line breaks in multi-line text, and still refuses NUL and escape there", () => {
    const multiLine = textSchema({ multiLine: true });
    expect(messagesOf(multiLine, "Bonjour,\r\n\tje voudrais…\nMerci")).toEqual([]);
    expect(messagesOf(multiLine, "Bonjour\u0000")).toEqual([CONTROL]);
    expect(messagesOf(multiLine, "Bonjour\u001b[31m")).toEqual([CONTROL]);
  });

  it("accepts what people type: accents, Arabic, emoji, right-to-left marks, quotes", () => {
    for (const text of ["Hélène", "عبد القادر", "⚽ 🏀", "\u200fمرحبا\u200e", 'l\'été "chaud" <b>']) {
      expect(messagesOf(textSchema(), text), text).toEqual([]);
    }
  });
});
