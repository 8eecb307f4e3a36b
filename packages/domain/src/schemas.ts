/**
 * Validation rules of spec §5, written once and used by the web forms and the API.
 * Each field gives exactly ONE message for a given input: required first, then min length, then max,
 * then pattern (each check aborts the later ones). Names, addresses and emails are trimmed first.
 */
import { z } from "zod";
import {
  ADDRESS_MAX,
  ADDRESS_MIN,
  DELIVERY_METHODS,
  NAME_MIN_LENGTH,
  ORDER_TYPES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PAYMENT_METHODS,
  QUANTITY_MIN,
} from "./constants";
import { VALIDATION_MESSAGES } from "./messages";

const M = VALIDATION_MESSAGES;

// Hard upper bounds that refuse huge input where the spec gives no maximum (they reuse the field's message).
const NAME_MAX = 100;
const EMAIL_MAX = 254;
const SHORT_TEXT_MAX = 20; // size, colour number
const COUNTRY_MAX = 100;
const POSTAL_CODE_MAX = 10;

// C0 control characters (NUL, escape, backspace…) and DEL: nothing a person types into a field, and PostgreSQL
// refuses NUL in text. Single-line fields refuse tab and line breaks too; multi-line text keeps them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above, minus tab, line feed and carriage return
const CONTROL_CHARACTER_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The check every free text goes through; it aborts, so the field shows this message only. */
export function noControlCharacters(options: { multiLine?: boolean } = {}) {
  const pattern = options.multiLine ? CONTROL_CHARACTER_BUT_LINES : CONTROL_CHARACTER;
  return z.refine<string>((value) => !pattern.test(value), { error: M.controlCharacters, abort: true });
}

/** Free text with no rule of its own (a search query, a filter value): a string without control characters. */
export function textSchema(options: { multiLine?: boolean } = {}) {
  return z.string().check(noControlCharacters(options));
}

/** Missing, null, non-string, empty or blank input gives only `message`; control characters, only theirs. */
function requiredText(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .check(noControlCharacters());
}

/** Select values arrive as strings: "16" becomes 16, a blank string counts as missing. */
function toNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}

/** A positive integer id, from a number or a numeric string; anything else gives only `message`. */
function positiveId(message: string) {
  return z.preprocess(
    (value: number | string | null | undefined) => toNumber(value),
    z.int({ error: message }).positive({ error: message }),
  );
}

// Letters of the Latin (accents included) or Arabic scripts, and spaces. Input is NFC-normalised first,
// so a decomposed "é" (e + combining accent) counts as one letter.
const NAME_PATTERN = /^(?:(?=\p{L})[\p{Script=Latin}\p{Script=Arabic}]| )+$/u;

export const nameSchema = requiredText(M.required)
  .normalize("NFC")
  .min(NAME_MIN_LENGTH, { error: M.tooShort, abort: true })
  .max(NAME_MAX, { error: M.invalidName, abort: true })
  .regex(NAME_PATTERN, { error: M.invalidName });
export const firstNameSchema = nameSchema;
export const lastNameSchema = nameSchema;

export const addressSchema = requiredText(M.addressRequired)
  .min(ADDRESS_MIN, { error: M.tooShort, abort: true })
  .max(ADDRESS_MAX, { error: M.tooLong });
export const address2Schema = z
  .string()
  .trim()
  .check(noControlCharacters())
  .max(ADDRESS_MAX, { error: M.tooLong })
  .nullish();
export const countrySchema = requiredText(M.countryRequired).max(COUNTRY_MAX, { error: M.countryRequired });
export const stateSchema = positiveId(M.stateRequired);
export const stateCommuneIdSchema = positiveId(M.communeRequired);
export const postalCodeSchema = z
  .string()
  .trim()
  .check(noControlCharacters())
  .max(POSTAL_CODE_MAX, { error: M.tooLong })
  .optional();

/**
 * A phone number as people type it, in the 10-digit national form: spaces go, and the international prefix
 * of Algeria (+213 or 00213, with or without the trunk 0 after it) becomes the leading 0. So "+213 555 12 34 56",
 * "00213 555 12 34 56" and "0555 12 34 56" all give "0555123456"; the §5 rule then decides what is valid.
 */
export function normalizePhoneNumber(value: string): string {
  return value.replace(/\s+/g, "").replace(/^(?:\+|00)2130?(?=\d)/, "0");
}

/** 10 digits: 0 then 5, 6, 7 or 9, once normalised (see normalizePhoneNumber). */
export const phoneNumberSchema = z
  .string({ error: M.phoneRequired })
  .overwrite(normalizePhoneNumber)
  .min(1, { error: M.phoneRequired, abort: true })
  .regex(/^0[5679]\d{8}$/, { error: M.phoneInvalid });

/** The spec's "required only" email variant. */
export const requiredEmailSchema = requiredText(M.emailRequired).max(EMAIL_MAX, { error: M.emailInvalid });
const emailFormat = z.email({ error: M.emailInvalid });
export const emailSchema = requiredText(M.emailRequired)
  .max(EMAIL_MAX, { error: M.emailInvalid, abort: true })
  .check(emailFormat);
/** Checkout email: optional; a blank string or null counts as absent (undefined); if present, a valid format. */
export const optionalEmailSchema = z
  .preprocess(
    // Typed for form callers; at run time anything may arrive, hence the typeof.
    (value: string | null | undefined): unknown =>
      value === null || (typeof value === "string" && value.trim() === "") ? undefined : value,
    z
      .string({ error: M.emailInvalid })
      .trim()
      .check(noControlCharacters())
      .max(EMAIL_MAX, { error: M.emailInvalid, abort: true })
      .check(emailFormat)
      .optional(),
  )
  .optional();

/**
 * Password. The spec gives two readings of the upper bound: max 40 with its own message, and a
 * character-class pattern that allows 10 to 30 characters. We keep max 40: it is the explicit rule with its
 * own message, whereas applying the pattern's 30 would refuse a 35-character password with the misleading
 * "majuscule, minuscule..." message. The pattern here only checks the four character classes; a special
 * character is anything that is neither a letter nor a digit (spaces included). Passwords are not trimmed.
 */
const PASSWORD_PATTERN = /^(?=.*\p{Lu})(?=.*\p{Ll})(?=.*\p{Nd})(?=.*[^\p{L}\p{N}])/su;
/** Only "required": used where a password is checked against the stored one (login, old password). */
export const requiredPasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .check(noControlCharacters());
export const passwordSchema = requiredPasswordSchema
  .min(PASSWORD_MIN, { error: M.passwordMin, abort: true })
  .max(PASSWORD_MAX, { error: M.passwordMax, abort: true })
  .regex(PASSWORD_PATTERN, { error: M.passwordPattern });

/**
 * Quantity: one message per input, in this order. Missing, blank or not a number (numeric strings from the
 * quantity select are accepted): "Veuillez entrer...". Then <= 0: "positive" (so 0 gets the positive message,
 * not the min one). Then 0 < q < 1: "min 1". Then a non-integer (1.5): "Veuillez entrer..." again.
 */
export const quantitySchema = z.preprocess(
  (value: number | string | null | undefined) => toNumber(value),
  z
    .number({ error: M.quantityRequired })
    .positive({ error: M.quantityPositive, abort: true })
    .min(QUANTITY_MIN, { error: M.quantityMin, abort: true })
    .int({ error: M.quantityRequired }),
);

export const sizeSchema = requiredText(M.sizeRequired).max(SHORT_TEXT_MAX, { error: M.sizeRequired });
/** Colour numbers are digit strings such as "1234567". */
export const colorNoSchema = requiredText(M.colorRequired)
  .max(SHORT_TEXT_MAX, { error: M.colorRequired, abort: true })
  .regex(/^\d+$/, { error: M.colorRequired });
export const variationIdSchema = positiveId(M.colorRequired);
/**
 * The agency where a stop-desk parcel is picked up (not in the spec): optional here, a blank radio group counts
 * as absent; CheckoutSchema requires it for stop-desk delivery only.
 */
export const stopDeskIdSchema = z
  .preprocess(
    (value: number | string | null | undefined) => (value === null ? undefined : toNumber(value)),
    z.int({ error: M.stopDeskRequired }).positive({ error: M.stopDeskRequired }).optional(),
  )
  .optional();

// Enumerations: the spec gives no message, so they use the generic required one.
export const orderTypeSchema = z.enum(ORDER_TYPES, { error: M.required });
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS, { error: M.required });
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: M.required }).nullable();
/** A boolean that must be true (a checkbox, hence boolean input). */
export const acceptPolicySchema = z
  .boolean({ error: M.acceptPolicy })
  .refine((value) => value, { error: M.acceptPolicy });

/**
 * A check on a form object runs only while these fields have no issue (one message per field), and never when
 * the value itself was refused (null, a number, an array: an issue without a path), which it would read from.
 */
function whenValid(...fields: string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));
}

// Forms (spec §3 field sets and §5 "which forms validate which fields")

/** A stop desk needs its agency; a home delivery ignores any (checkout and staff changing an order's delivery). */
const hasStopDeskIfNeeded = (data: { deliveryMethodOptions: { type: string }; stopDeskId?: number | undefined }) =>
  data.deliveryMethodOptions.type !== "stopdesk-delivery" || data.stopDeskId !== undefined;
const stopDeskRequired = {
  error: M.stopDeskRequired,
  path: ["stopDeskId"],
  when: whenValid("deliveryMethodOptions", "stopDeskId"),
};

/** Where the parcel goes and how: the fields checkout asks for, with the same names and rules. */
const deliveryFields = {
  address: addressSchema,
  address2: address2Schema,
  deliveryMethodOptions: z.object({ type: deliveryMethodSchema }, { error: M.required }),
  state: stateSchema,
  stateCommuneId: stateCommuneIdSchema,
  stopDeskId: stopDeskIdSchema,
};

export const CheckoutSchema = z
  .object({
    ...deliveryFields,
    acceptPolicy: acceptPolicySchema,
    country: countrySchema,
    email: optionalEmailSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    paymentMethodOptions: z.object({ type: paymentMethodSchema }, { error: M.required }),
    phoneNumber: phoneNumberSchema,
    postalCode: postalCodeSchema,
  })
  .refine(hasStopDeskIfNeeded, stopDeskRequired);
export type CheckoutInput = z.input<typeof CheckoutSchema>;
export type CheckoutData = z.output<typeof CheckoutSchema>;

/**
 * Staff changing an order's delivery before it ships (the back office's form): checkout's delivery fields and
 * rules; `toOrderDelivery` gives the API's `delivery` of an order edit.
 */
export const DeliveryChangeSchema = z.object(deliveryFields).refine(hasStopDeskIfNeeded, stopDeskRequired);
export type DeliveryChangeInput = z.input<typeof DeliveryChangeSchema>;
export type DeliveryChange = z.output<typeof DeliveryChangeSchema>;

export function toOrderDelivery({ deliveryMethodOptions, ...delivery }: DeliveryChange) {
  return { ...delivery, method: deliveryMethodOptions.type };
}

/**
 * Login applies only the "required" rule to the password, not the full password rules: a password chosen
 * under older or different rules must still reach the server, or its owner would be locked out client-side.
 */
export const LoginSchema = z.object({ email: emailSchema, password: requiredPasswordSchema });
export type LoginInput = z.input<typeof LoginSchema>;
export type LoginData = z.output<typeof LoginSchema>;

export const RegisterSchema = z.object({
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  password: passwordSchema,
});
export type RegisterInput = z.input<typeof RegisterSchema>;
export type RegisterData = z.output<typeof RegisterSchema>;

export const ProfileSchema = z.object({
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phoneNumber: phoneNumberSchema,
});
export type ProfileInput = z.input<typeof ProfileSchema>;
export type ProfileData = z.output<typeof ProfileSchema>;

export const ChangePasswordSchema = z
  .object({
    oldPassword: requiredPasswordSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: M.passwordMismatch }),
  })
  .refine((data) => data.confirmPassword === data.newPassword, {
    error: M.passwordMismatch,
    path: ["confirmPassword"],
    when: whenValid("confirmPassword"),
  })
  .refine((data) => data.newPassword !== data.oldPassword, {
    error: M.passwordUnchanged,
    path: ["newPassword"],
    when: whenValid("oldPassword", "newPassword"),
  });
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;
export type ChangePasswordData = z.output<typeof ChangePasswordSchema>;

/** A new password chosen from a reset link: the token of the link, then the password rules of spec §5. */
export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: M.required }).min(1, { error: M.required }).max(200, { error: M.required }),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: M.passwordMismatch }),
  })
  .refine((data) => data.confirmPassword === data.newPassword, {
    error: M.passwordMismatch,
    path: ["confirmPassword"],
    when: whenValid("confirmPassword"),
  });
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;
export type ResetPasswordData = z.output<typeof ResetPasswordSchema>;

export const AddToCartSchema = z.object({
  colorNo: colorNoSchema,
  quantity: quantitySchema,
  size: sizeSchema,
});
export type AddToCartInput = z.input<typeof AddToCartSchema>;
export type AddToCartData = z.output<typeof AddToCartSchema>;
export const addToCartDefaults = { colorNo: "", quantity: 1, size: "" } satisfies AddToCartInput;

/** The chosen variation as an object (spec §3). */
export const VariationSchema = z.object({ colorNo: colorNoSchema, variationId: variationIdSchema });
export type VariationData = z.output<typeof VariationSchema>;

export const EmailOnlySchema = z.object({ email: emailSchema });
export type EmailOnlyInput = z.input<typeof EmailOnlySchema>;
export type EmailOnlyData = z.output<typeof EmailOnlySchema>;

/** A saved address of a signed-in customer. */
export const AddressSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phoneNumber: phoneNumberSchema,
  address: addressSchema,
  address2: address2Schema,
  state: stateSchema,
  stateCommuneId: stateCommuneIdSchema,
  postalCode: postalCodeSchema,
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.input<typeof AddressSchema>;
export type AddressData = z.output<typeof AddressSchema>;

/**
 * Field errors for the API's error shape `fields`: each dotted path ("deliveryMethodOptions.type") maps to the
 * FIRST message for that path. An issue on the object itself has the key "".
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    if (!Object.hasOwn(fields, key)) fields[key] = issue.message;
  }
  return fields;
}
