import type { Locale } from "@shop/domain/constants";
import { translateMessage } from "@shop/domain/messages-ar";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

/** The API's one error shape. */
export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; redirect?: string };
};

/**
 * The language of a request's error messages: Arabic when its Accept-Language prefers `ar` to `fr` (by quality,
 * then by order), French otherwise, French being the shop's language and the spec's.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers["accept-language"];
  if (typeof header !== "string" || !header.includes("ar")) return "fr";
  let best: { locale: Locale; quality: number } = { locale: "fr", quality: 0 };
  for (const range of header.split(",").slice(0, 20)) {
    const [tag = "", ...parameters] = range.trim().toLowerCase().split(";");
    const language = tag.split("-")[0];
    if (language !== "ar" && language !== "fr") continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (quality > best.quality) best = { locale: language, quality };
  }
  return best.locale;
}

/** Error bodies depend on Accept-Language: a shared cache must keep one per language (some routes allow caching). */
export function varyOnLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader("vary");
  const current = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary);
  if (/(^|,)\s*accept-language\s*(,|$)/i.test(current)) return;
  void reply.header("vary", current ? `${current}, accept-language` : "accept-language");
}

/**
 * The body with its message and each field's message in the locale; a text the catalogues do not know stays
 * French. A message made of its fields' messages (out of stock on several lines) is made again of their
 * translations.
 */
export function translateBody(body: ErrorBody, locale: Locale): ErrorBody {
  if (locale === "fr") return body;
  const { code, message, fields, redirect } = body.error;
  if (!fields) return { error: { code, message: translateMessage(message, locale), ...(redirect ? { redirect } : {}) } };
  const translated = Object.fromEntries(
    Object.entries(fields).map(([path, text]) => [path, translateMessage(text, locale)]),
  );
  const joined = Object.values(fields).join(" ") === message;
  const text = joined ? Object.values(translated).join(" ") : translateMessage(message, locale);
  return { error: { code, message: text, fields: translated } };
}

type ValidationIssue = { keyword: string; message?: string; params: Record<string, unknown> };

const zodFrench = z.locales.fr().localeError;
const zodArabic = z.locales.ar().localeError;
const zodText = (result: ReturnType<typeof zodFrench>) =>
  typeof result === "string" ? result : result?.message;

/**
 * One validation issue's message in the locale. Schemas name their messages from the domain's catalogues, which
 * `translateBody` translates; a message zod wrote by itself (a schema without one) is recognised by writing the
 * issue again with zod's French locale, and then written with its Arabic locale.
 */
export function localizeIssue(issue: ValidationIssue, fallback: string, locale: Locale): string {
  const message = issue.message ?? fallback;
  if (locale === "fr" || translateMessage(message, locale) !== message) return message;
  const raw = { ...issue.params, code: issue.keyword, path: [] } as unknown as Parameters<
    typeof zodFrench
  >[0];
  if (zodText(zodFrench(raw)) !== message) return message;
  return zodText(zodArabic(raw)) ?? message;
}
