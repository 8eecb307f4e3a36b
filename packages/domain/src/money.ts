import type { Locale } from "./constants.js";

/**
 * The one money formatter (spec §9): "DA", a space, then the amount with a space as thousands separator,
 * a comma as decimal separator, and at most 2 decimals with trailing zeros removed.
 *
 * Both spaces are the regular U+0020 space, on purpose: Intl uses narrow no-break spaces that differ between
 * runtimes (Node, browsers), which would make server and client renders disagree. Hence no Intl here.
 *
 * Amounts are rounded half away from zero to 2 decimals: 10.999 -> "DA 11", -2.005 -> "DA -2,01".
 * A non-finite amount is a programming error and throws a RangeError.
 *
 * In Arabic (decision 0023) the amount comes first and "دج" after it, as Algerian shops and Algérie
 * Poste write it: "12 990 دج". The amount is wrapped in Unicode isolates (LRI … PDI) so that its digit groups
 * keep their left-to-right order inside right-to-left text, wherever the string is shown (page, title, toast).
 */
export function formatMoney(amount: number, locale: Locale = "fr"): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatMoney: not a finite amount: ${amount}`);
  const cents = toCents(Math.abs(amount));
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  const fraction = (cents % 100n).toString().padStart(2, "0").replace(/0+$/, "");
  const sign = amount < 0 && cents > 0n ? "-" : "";
  const figures = `${sign}${whole}${fraction ? `,${fraction}` : ""}`;
  return locale === "ar" ? `\u2066${figures}\u2069 دج` : `DA ${figures}`;
}

/**
 * Rounds a non-negative amount to whole centimes, half up. Shifting the decimal point in the number's
 * shortest string form ("1.005" -> "1.005e2" = 100.5) avoids binary errors such as 1.005 * 100 = 100.49999.
 * Integers (all amounts beyond 2^52 are) skip the float maths, so huge amounts stay exact.
 */
function toCents(abs: number): bigint {
  if (Number.isInteger(abs)) return BigInt(abs) * 100n;
  const shifted = Number(`${abs}e2`);
  // Tiny amounts print in exponent form ("1e-7"), where the shift gives NaN; they round to 0 anyway.
  return BigInt(Math.round(Number.isFinite(shifted) ? shifted : abs * 100));
}
