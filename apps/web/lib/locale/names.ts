import { DEFAULT_LOCALE, type Locale } from "@shop/domain/constants";

/**
 * The catalogue's data as the page's language writes it. The API sends each text that has an Arabic version
 * beside it, in a field of the same name ending in `Ar` (`title`/`titleAr`, `name`/`nameAr`,
 * `colorName`/`colorNameAr`, `description`/`descriptionAr`, a filter value's `name`/`nameAr`, an announcement's
 * `text`/`textAr`; `_ar` in the offers' snake_case, `title_fr`/`title_ar`); on an Arabic page the Arabic text
 * takes the French one's place, so components show `title`, `colorName`… whatever the language. The French
 * title stays in `titleFr` for the few rules that read it (the featured links shown in red). An empty Arabic
 * text keeps the French one rather than showing nothing; an object of Arabic values (a product's
 * `attributesAr`) replaces the values it has.
 */
export function localizeNames<T>(data: T, locale: Locale): T {
  if (locale === DEFAULT_LOCALE) return data;
  return swap(data) as T;
}

/** The field an Arabic field stands for: `titleAr` → `title`, `color_name_ar` → `color_name`, `title_ar` → `title_fr`. */
function frenchFieldOf(key: string, object: Record<string, unknown>): string | null {
  const base = key.endsWith("Ar") ? key.slice(0, -2) : key.endsWith("_ar") ? key.slice(0, -3) : null;
  if (!base) return null;
  if (base in object) return base;
  return `${base}_fr` in object ? `${base}_fr` : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

function swap(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(swap);
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = swap(item);
  for (const [key, arabic] of Object.entries(copy)) {
    const french = frenchFieldOf(key, copy);
    if (!french) continue;
    const current = copy[french];
    if (typeof arabic === "string" && arabic && typeof current === "string") {
      if (french === "title") copy.titleFr ??= current;
      copy[french] = arabic;
    } else if (isRecord(arabic) && isRecord(current)) copy[french] = { ...current, ...arabic };
  }
  return copy;
}
