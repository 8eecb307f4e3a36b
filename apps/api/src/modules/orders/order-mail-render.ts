import type { Locale } from "@shop/domain/constants";
import type { Order } from "@shop/domain/contract/orders";
import { formatMoney } from "@shop/domain/money";
import { SHOPPER_CANCEL_REASONS, type CancelReason } from "@shop/domain/order-workflow";
import { escapeHtml, mailButton, paragraph, renderMailPage, safeUrl } from "../mail/mail-layout.js";
import type { MailSettings } from "../mail/mail-settings.js";
import type { MailKind } from "../mail/outbox.js";

export type OrderMailKind = Extract<MailKind, `order-${string}`>;

/** What the e-mail of a step says beyond the order itself. */
export type OrderMailFacts = {
  language: Locale;
  cancelReason: CancelReason | null;
  courier: string | null;
  trackingNumber: string | null;
};

const TEXTS = {
  fr: {
    subject: {
      "order-placed": (n: number) => `Commande n° ${n} reçue`,
      "order-confirmed": (n: number) => `Commande n° ${n} confirmée`,
      "order-shipped": (n: number) => `Commande n° ${n} expédiée`,
      "order-delivered": (n: number) => `Commande n° ${n} livrée`,
      "order-cancelled": (n: number) => `Commande n° ${n} annulée`,
    },
    title: {
      "order-placed": "Merci, nous avons reçu votre commande",
      "order-confirmed": "Votre commande est confirmée",
      "order-shipped": "Votre commande est en route",
      "order-delivered": "Votre commande est livrée",
      "order-cancelled": "Votre commande est annulée",
    },
    lead: {
      "order-placed": (n: number) => `Votre commande n° ${n} est enregistrée.`,
      "order-confirmed": (n: number) =>
        `Votre commande n° ${n} est confirmée : nous la préparons pour l’expédition.`,
      "order-shipped": (n: number) => `Votre commande n° ${n} a été remise au transporteur.`,
      "order-delivered": (n: number) =>
        `Votre commande n° ${n} vous a été livrée. Merci de votre confiance !`,
      "order-cancelled": (n: number) => `Votre commande n° ${n} est annulée.`,
    },
    callSoon: "Nous vous appellerons bientôt pour la confirmer avant de l’expédier.",
    hello: (name: string) => `Bonjour ${name},`,
    courier: "Transporteur",
    tracking: "Numéro de suivi",
    reason: "Motif",
    articles: "Articles",
    quantity: "Quantité",
    colourSize: (colour: string, size: string) => `${colour} · Taille ${size}`,
    gift: "Cadeau",
    free: "Offert",
    homeDelivery: "Livraison à domicile",
    stopDesk: "Retrait en stop desk",
    subtotal: "Sous-total",
    discount: "Remise",
    fee: "Livraison",
    freeFee: "Gratuite",
    totalCash: "Total à payer à la livraison",
    totalCashPaid: "Total payé à la livraison",
    totalOrder: "Montant de la commande",
    totalPaid: "Total payé par carte",
    totalCard: "Total à payer par carte",
    view: "Voir ma commande",
    footer: (brand: string) =>
      `${brand} — vous recevez cet e-mail parce que vous avez passé commande avec cette adresse.`,
  },
  ar: {
    subject: {
      "order-placed": (n: number) => `تم استلام الطلب رقم ${n}`,
      "order-confirmed": (n: number) => `تم تأكيد الطلب رقم ${n}`,
      "order-shipped": (n: number) => `تم شحن الطلب رقم ${n}`,
      "order-delivered": (n: number) => `تم توصيل الطلب رقم ${n}`,
      "order-cancelled": (n: number) => `تم إلغاء الطلب رقم ${n}`,
    },
    title: {
      "order-placed": "شكرًا، لقد استلمنا طلبك",
      "order-confirmed": "تم تأكيد طلبك",
      "order-shipped": "طلبك في الطريق",
      "order-delivered": "تم توصيل طلبك",
      "order-cancelled": "تم إلغاء طلبك",
    },
    lead: {
      "order-placed": (n: number) => `تم تسجيل طلبك رقم ${n}.`,
      "order-confirmed": (n: number) => `تم تأكيد طلبك رقم ${n}: نحن نجهّزه للشحن.`,
      "order-shipped": (n: number) => `سُلِّم طلبك رقم ${n} إلى شركة التوصيل.`,
      "order-delivered": (n: number) => `تم توصيل طلبك رقم ${n}. شكرًا لثقتك!`,
      "order-cancelled": (n: number) => `تم إلغاء طلبك رقم ${n}.`,
    },
    callSoon: "سنتصل بك قريبًا لتأكيده قبل شحنه.",
    hello: (name: string) => `مرحبًا ${name}،`,
    courier: "شركة التوصيل",
    tracking: "رقم التتبع",
    reason: "السبب",
    articles: "المنتجات",
    quantity: "الكمية",
    colourSize: (colour: string, size: string) => `${colour} · المقاس ${size}`,
    gift: "هدية",
    free: "مجانًا",
    homeDelivery: "التوصيل إلى المنزل",
    stopDesk: "الاستلام من مكتب التوصيل",
    subtotal: "المجموع الفرعي",
    discount: "الخصم",
    fee: "التوصيل",
    freeFee: "مجاني",
    totalCash: "المبلغ الواجب دفعه عند الاستلام",
    totalCashPaid: "المبلغ المدفوع عند الاستلام",
    totalOrder: "مبلغ الطلب",
    totalPaid: "المبلغ المدفوع بالبطاقة",
    totalCard: "المبلغ الواجب دفعه بالبطاقة",
    view: "عرض طلبي",
    footer: (brand: string) => `${brand} — تصلك هذه الرسالة لأنك قدّمت طلبًا بهذا البريد الإلكتروني.`,
  },
} as const;

type Texts = (typeof TEXTS)[Locale];

/** The storefront's page of the order, in its language (a guest's key to it is its unguessable id). */
export const orderPageLink = (publicUrl: string, language: Locale, orderId: string) =>
  `${publicUrl}${language === "ar" ? "/ar" : ""}/order-confirmed/view?id=${encodeURIComponent(orderId)}`;

/** A picture path of the shop (`/media/…`) made absolute; an absolute http(s) address (a bucket) kept. */
const pictureUrl = (publicUrl: string, image: string) =>
  image.startsWith("/") ? `${publicUrl}${image}` : image;

function linesOf(order: Order, t: Texts, language: Locale) {
  return order.lines.map((line) => {
    const ar = language === "ar";
    const title = (ar && line.titleAr) || line.title;
    const colour = (ar && line.colorNameAr) || line.colorName;
    const size = (ar && line.sizeNameAr) || line.sizeName;
    const total = line.isGift && line.lineTotal === 0 ? t.free : formatMoney(line.lineTotal, language);
    return {
      title,
      detail: t.colourSize(colour, size),
      quantity: line.quantity,
      total,
      gift: line.isGift,
      image: line.image,
    };
  });
}

function deliveryLines(order: Order, t: Texts, language: Locale): { heading: string; lines: string[] } {
  const ar = language === "ar";
  const { delivery, contact } = order;
  const state = (ar && delivery.state.nameAr) || delivery.state.name;
  const commune = (ar && delivery.commune.nameAr) || delivery.commune.name;
  const desk = delivery.stopDesk;
  if (delivery.method === "stopdesk-delivery" && desk) {
    return {
      heading: t.stopDesk,
      lines: [
        `${contact.firstName} ${contact.lastName}`,
        (ar && desk.nameAr) || desk.name,
        (ar && desk.addressAr) || desk.address,
        `${commune}, ${state}`,
      ],
    };
  }
  return {
    heading: t.homeDelivery,
    lines: [
      `${contact.firstName} ${contact.lastName}`,
      delivery.address,
      ...(delivery.address2 ? [delivery.address2] : []),
      `${commune}, ${state}`,
    ],
  };
}

function totalLabel(order: Order, kind: OrderMailKind, t: Texts): string {
  if (kind === "order-cancelled") return t.totalOrder;
  if (order.paymentMethod === "on-delivery") return kind === "order-delivered" ? t.totalCashPaid : t.totalCash;
  return order.paymentStatus === "paid" ? t.totalPaid : t.totalCard;
}

function stepFacts(kind: OrderMailKind, facts: OrderMailFacts, t: Texts): [string, string][] {
  if (kind === "order-shipped" && facts.courier) {
    return [
      [t.courier, facts.courier],
      [t.tracking, facts.trackingNumber ?? ""],
    ];
  }
  if (kind === "order-cancelled" && facts.cancelReason) {
    return [[t.reason, SHOPPER_CANCEL_REASONS[facts.language][facts.cancelReason]]];
  }
  return [];
}

const cell = "padding:8px 0;border-bottom:1px solid #f0f0f0;vertical-align:top;";

/**
 * The e-mail of one step of an order, in the language it was placed in: the HTML part (a column that fits a
 * phone, right to left in Arabic) and the plain-text part. Every text the shopper or the catalogue wrote is
 * escaped; prices go through the site's one formatter.
 */
export function renderOrderMail(
  settings: MailSettings,
  order: Order,
  kind: OrderMailKind,
  facts: OrderMailFacts,
) {
  const { language } = facts;
  const t = TEXTS[language];
  const link = orderPageLink(settings.publicUrl, language, order.id);
  const lines = linesOf(order, t, language);
  const delivery = deliveryLines(order, t, language);
  const steps = stepFacts(kind, facts, t);
  const money = (amount: number) => formatMoney(amount, language);
  const withLines = kind === "order-placed";
  const amounts: [string, string][] = [
    ...(withLines ? ([[t.subtotal, money(order.subtotal)]] as [string, string][]) : []),
    ...(withLines && order.discount > 0
      ? ([[t.discount, money(-order.discount)]] as [string, string][])
      : []),
    ...(withLines
      ? ([[t.fee, order.deliveryFee === 0 ? t.freeFee : money(order.deliveryFee)]] as [string, string][])
      : []),
    [totalLabel(order, kind, t), money(order.total)],
  ];
  const end = language === "ar" ? "left" : "right";

  const html = renderMailPage({
    language,
    brandName: settings.brandName,
    preheader: t.lead[kind](order.number),
    title: t.title[kind],
    body: [
      paragraph(escapeHtml(t.hello(order.contact.firstName))),
      paragraph(escapeHtml(t.lead[kind](order.number))),
      kind === "order-placed" && order.paymentMethod === "on-delivery"
        ? paragraph(escapeHtml(t.callSoon))
        : "",
      steps.length > 0
        ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;background:#f4f4f5;border-radius:6px;">${steps
            .map(
              ([label, value]) =>
                `<tr><td style="padding:10px 14px;"><span style="color:#71717a;font-size:13px;">${escapeHtml(label)}</span><br><strong>${escapeHtml(value)}</strong></td></tr>`,
            )
            .join("")}</table>`
        : "",
      withLines
        ? `<h2 style="margin:20px 0 8px;font-size:16px;">${escapeHtml(t.articles)}</h2><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${lines
            .map(
              (line) =>
                `<tr><td width="72" style="${cell}">${
                  line.image
                    ? `<img src="${safeUrl(pictureUrl(settings.publicUrl, line.image))}" width="64" height="64" alt="" style="display:block;width:64px;height:64px;object-fit:cover;border-radius:4px;background:#f4f4f5;">`
                    : `<div style="width:64px;height:64px;background:#f4f4f5;border-radius:4px;"></div>`
                }</td><td style="${cell}padding-inline:12px;"><strong>${escapeHtml(line.title)}</strong>${
                  line.gift ? ` <span style="color:#15803d;">(${escapeHtml(t.gift)})</span>` : ""
                }<br><span style="color:#52525b;font-size:13px;">${escapeHtml(line.detail)}</span><br><span style="color:#52525b;font-size:13px;">${escapeHtml(t.quantity)} : ${line.quantity}</span></td><td style="${cell}text-align:${end};white-space:nowrap;">${escapeHtml(line.total)}</td></tr>`,
            )
            .join("")}</table>`
        : "",
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:12px;">${amounts
        .map(
          ([label, value], index) =>
            `<tr><td style="padding:4px 0;${index === amounts.length - 1 ? "font-weight:800;font-size:16px;" : ""}">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:${end};white-space:nowrap;${index === amounts.length - 1 ? "font-weight:800;font-size:16px;" : ""}">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`,
      withLines
        ? `<h2 style="margin:20px 0 8px;font-size:16px;">${escapeHtml(delivery.heading)}</h2>${paragraph(delivery.lines.map(escapeHtml).join("<br>"))}`
        : "",
      mailButton(link, t.view),
    ]
      .filter((part) => part !== "")
      .join("\n"),
    footer: t.footer(settings.brandName),
  });

  const text = [
    t.hello(order.contact.firstName),
    "",
    t.lead[kind](order.number),
    ...(kind === "order-placed" && order.paymentMethod === "on-delivery" ? [t.callSoon] : []),
    ...(steps.length > 0 ? ["", ...steps.map(([label, value]) => `${label} : ${value}`)] : []),
    ...(withLines
      ? [
          "",
          `${t.articles} :`,
          ...lines.map(
            (line) =>
              `- ${line.title}${line.gift ? ` (${t.gift})` : ""}, ${line.detail}, ${t.quantity} ${line.quantity} : ${line.total}`,
          ),
        ]
      : []),
    "",
    ...amounts.map(([label, value]) => `${label} : ${value}`),
    ...(withLines ? ["", `${delivery.heading} :`, ...delivery.lines] : []),
    "",
    `${t.view} : ${link}`,
    "",
    `— ${settings.brandName}`,
  ].join("\n");

  // In Arabic the subject starts with its Arabic words, so that it reads right to left in every list of mail.
  const subject =
    language === "ar"
      ? `${t.subject[kind](order.number)} — ${settings.brandName}`
      : `${settings.brandName} : ${t.subject[kind](order.number)}`;
  return { subject, html, text };
}
