/**
 * Arabic counts take six forms (CLDR: zero, one, two, few for 3–10, many for 11–99, other for 100 and up,
 * then again by the last two digits). `Intl.PluralRules("ar")` picks the form; each form is written out, with
 * the number in Western digits as Algerian shops write them.
 */
export type ArabicPluralForms = Record<Intl.LDMLPluralRule, (count: number) => string>;

const rules = new Intl.PluralRules("ar");

export function arabicPlural(count: number, forms: ArabicPluralForms): string {
  return forms[rules.select(count)](count);
}

/** A noun counted: "منتج واحد", "منتجان", "3 منتجات", "11 منتجًا", "100 منتج". */
export function countNoun(
  count: number,
  noun: { one: string; two: string; plural: string; singular: string; accusative: string; zero?: string },
): string {
  return arabicPlural(count, {
    zero: (n) => noun.zero ?? `${n} ${noun.singular}`,
    one: () => noun.one,
    two: () => noun.two,
    few: (n) => `${n} ${noun.plural}`,
    many: (n) => `${n} ${noun.accusative}`,
    other: (n) => `${n} ${noun.singular}`,
  });
}

/** Products or articles counted, as the cart, listings and orders say them: "3 منتجات", "منتجان". */
export function countProducts(count: number): string {
  return countNoun(count, {
    zero: "لا منتجات",
    one: "منتج واحد",
    two: "منتجان",
    plural: "منتجات",
    singular: "منتج",
    accusative: "منتجًا",
  });
}

/** The noun after a count of days, agreeing with that count: "3 أيام", "12 يومًا", "100 يوم". */
export function dayNoun(count: number): string {
  const form = rules.select(count);
  if (form === "many") return "يومًا";
  return form === "two" || form === "few" ? "أيام" : "يوم";
}

/** Keeps a run of digits, spaces and dashes left to right inside Arabic text ("10 000 000", "36–38"). */
export function ltr(text: string | number): string {
  return `\u2066${text}\u2069`;
}
