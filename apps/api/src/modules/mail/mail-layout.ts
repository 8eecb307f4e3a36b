import type { Locale } from "@shop/domain/constants";

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text a shopper or the merchant typed, safe inside HTML text and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);

/** An http(s) address for an href or src, escaped; anything else (javascript:, data:) becomes "#". */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? escapeHtml(parsed.toString()) : "#";
  } catch {
    return "#";
  }
}

export type MailPage = {
  language: Locale;
  brandName: string;
  /** The first line a mail app shows under the subject. */
  preheader: string;
  title: string;
  /** Already escaped HTML. */
  body: string;
  footer: string;
};

/**
 * The HTML part of every e-mail: one column at most 600 px wide that shrinks to a phone's screen, styles inline
 * (mail apps drop style sheets), right to left in Arabic. Nothing is loaded but the shop's own product pictures:
 * no pixel, no web font, no script.
 */
export function renderMailPage(page: MailPage): string {
  const dir = page.language === "ar" ? "rtl" : "ltr";
  const align = page.language === "ar" ? "right" : "left";
  const font =
    page.language === "ar"
      ? "Tahoma, 'Segoe UI', Arial, sans-serif"
      : "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
  return `<!doctype html>
<html lang="${page.language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(page.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(page.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:${font};color:#111111;text-align:${align};">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e4e4e7;font-size:20px;font-weight:800;letter-spacing:0.5px;">${escapeHtml(page.brandName)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.55;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${escapeHtml(page.title)}</h1>
${page.body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;font-size:12px;line-height:1.5;color:#71717a;">${escapeHtml(page.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** A button-like link that works in every mail app (a table cell with a background). */
export function mailButton(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:20px 0;"><tr><td style="background:#111111;border-radius:6px;"><a href="${safeUrl(href)}" style="display:inline-block;padding:12px 22px;color:#ffffff;text-decoration:none;font-weight:700;font-size:15px;">${escapeHtml(label)}</a></td></tr></table>`;
}

export const paragraph = (html: string) => `<p style="margin:0 0 12px;">${html}</p>`;
