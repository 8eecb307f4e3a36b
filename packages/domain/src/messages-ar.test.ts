import { describe, expect, it } from "vitest";
import { API_MESSAGES, formatMessage } from "./api-messages.js";
import { VALIDATION_MESSAGES } from "./messages.js";
import { API_MESSAGES_AR, VALIDATION_MESSAGES_AR, messageFor, translateMessage } from "./messages-ar.js";

describe("the Arabic messages", () => {
  const pairs = [
    ...Object.entries(VALIDATION_MESSAGES).map(
      ([key, french]) =>
        [key, french, VALIDATION_MESSAGES_AR[key as keyof typeof VALIDATION_MESSAGES_AR]] as const,
    ),
    ...Object.entries(API_MESSAGES).map(
      ([key, french]) => [key, french, API_MESSAGES_AR[key as keyof typeof API_MESSAGES_AR]] as const,
    ),
  ];

  it.each(pairs)("%s is written in Arabic, with the French text's placeholders", (_key, french, arabic) => {
    expect(arabic).toMatch(/\p{Script=Arabic}/u);
    expect(arabic).not.toBe(french);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    expect(placeholders(arabic)).toEqual(placeholders(french));
  });

  it("translates the validation messages of spec §5", () => {
    expect(translateMessage(VALIDATION_MESSAGES.phoneInvalid, "ar")).toBe("رقم الهاتف غير صحيح");
    expect(translateMessage("Ce champ est obligatoire", "ar")).toBe("هذا الحقل إلزامي");
    expect(messageFor("stateRequired", "ar")).toBe("اختر ولايتك");
    expect(messageFor("stateRequired", "fr")).toBe("Sélectionnez votre wilaya");
  });

  it("carries the values of a message over to its Arabic text", () => {
    const french = formatMessage(API_MESSAGES.lineShort, {
      title: "Air Zoom 40",
      colour: "Noir",
      size: "42",
      stock: 3,
    });
    expect(french).toBe("Stock insuffisant pour « Air Zoom 40 » (Noir, taille 42) : il reste 3 articles.");
    expect(translateMessage(french, "ar")).toBe(
      "المخزون غير كافٍ لـ«Air Zoom 40» (Noir، المقاس 42): الكمية المتبقية 3.",
    );
    expect(translateMessage(formatMessage(API_MESSAGES.cartFull, { max: 30 }), "ar")).toContain("30 منتجًا");
    expect(translateMessage("Trop de tentatives de connexion. Réessayez dans 5 minute(s).", "ar")).toBe(
      "محاولات تسجيل دخول كثيرة جدًا. يمكنك إعادة المحاولة بعد: 5 د.",
    );
  });

  it("leaves French alone, and a text it does not know as it is", () => {
    expect(translateMessage(VALIDATION_MESSAGES.required, "fr")).toBe("Ce champ est obligatoire");
    expect(translateMessage("Un texte inconnu", "ar")).toBe("Un texte inconnu");
  });
});
