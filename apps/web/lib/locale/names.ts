import { DEFAULT_LOCALE, type Locale } from "@shop/domain/constants";

/**
 * Product, category, wilaya and commune names as the page's language writes them. The API sends both columns
 * (`title` and `titleAr`, `name` and `nameAr`); on an Arabic page every object of an answer that has an Arabic
 * name gets it in `title` / `name`, so components show `title` whatever the language. The French title stays
 * in `titleFr` for the few rules that read it (the featured links shown in red). An empty Arabic column keeps
 * the French name rather than showing nothing.
 */
export function localizeNames<T>(data: T, locale: Locale): T {
  if (locale === DEFAULT_LOCALE) return data;
  return swap(data) as T;
}

function swap(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(swap);
  if (value === null || typeof value !== "object") return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = swap(item);
  if (typeof copy.titleAr === "string" && copy.titleAr && typeof copy.title === "string") {
    copy.titleFr ??= copy.title;
    copy.title = copy.titleAr;
  }
  if (typeof copy.nameAr === "string" && copy.nameAr && typeof copy.name === "string") copy.name = copy.nameAr;
  return copy;
}
