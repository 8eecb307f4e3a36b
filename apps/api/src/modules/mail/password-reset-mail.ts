import type { Locale } from "@shop/domain/constants";
import { escapeHtml, mailButton, paragraph, renderMailPage } from "./mail-layout.js";
import type { OutgoingMail } from "./outbox.js";
import type { MailSettings } from "./mail-settings.js";

const TEXTS = {
  fr: {
    subject: (brand: string) => `${brand} : réinitialiser votre mot de passe`,
    title: "Réinitialiser votre mot de passe",
    hello: (name: string) => `Bonjour ${name},`,
    asked:
      "Vous avez demandé à choisir un nouveau mot de passe. Ce lien est valable 30 minutes et ne sert qu’une fois :",
    button: "Choisir un nouveau mot de passe",
    ignore:
      "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste le même.",
    footer: (brand: string) =>
      `${brand} — cet e-mail vous est envoyé parce qu’une réinitialisation a été demandée pour votre compte.`,
  },
  ar: {
    subject: (brand: string) => `إعادة تعيين كلمة المرور — ${brand}`,
    title: "إعادة تعيين كلمة المرور",
    hello: (name: string) => `مرحبًا ${name}،`,
    asked: "طلبتَ اختيار كلمة مرور جديدة. هذا الرابط صالح لمدة 30 دقيقة ولاستعمال واحد فقط:",
    button: "اختيار كلمة مرور جديدة",
    ignore: "إن لم تطلب ذلك، تجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.",
    footer: (brand: string) => `${brand} — أُرسلت إليك هذه الرسالة لأنه طُلبت إعادة تعيين كلمة مرور حسابك.`,
  },
} satisfies Record<Locale, unknown>;

/** The e-mail holding a reset link, for a shopper or a member of staff (`kind`). */
export function passwordResetMail(
  settings: MailSettings,
  input: {
    recipient: string;
    name: string;
    link: string;
    language: Locale;
    kind: "password-reset" | "staff-password-reset";
  },
): OutgoingMail {
  const t = TEXTS[input.language];
  const html = renderMailPage({
    language: input.language,
    brandName: settings.brandName,
    preheader: t.asked,
    title: t.title,
    body: [
      paragraph(escapeHtml(t.hello(input.name))),
      paragraph(escapeHtml(t.asked)),
      mailButton(input.link, t.button),
      paragraph(
        `<a href="${escapeHtml(input.link)}" style="color:#111111;word-break:break-all;">${escapeHtml(input.link)}</a>`,
      ),
      paragraph(escapeHtml(t.ignore)),
    ].join("\n"),
    footer: t.footer(settings.brandName),
  });
  const text = [
    t.hello(input.name),
    "",
    t.asked,
    input.link,
    "",
    t.ignore,
    "",
    `— ${settings.brandName}`,
  ].join("\n");
  return {
    recipient: input.recipient,
    subject: t.subject(settings.brandName),
    html,
    text,
    language: input.language,
    kind: input.kind,
  };
}
