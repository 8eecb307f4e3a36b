import { createHash } from "node:crypto";
import { CATALOGUE_LIMITS as L } from "@shop/domain/catalogue";

/** A name compared as a merchant reads it: no case, no accents, spaces folded. */
export function fold(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s_]+/g, " ")
    .trim();
}

/** A handle made from a name (« Veste Légère » → `veste-legere`), within the shop's handle length. */
export function slugify(value: string): string {
  return fold(value)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, L.handleMax)
    .replace(/-+$/, "");
}

const COLOUR_NAMES = new Set(["colour", "color", "couleur", "coloris", "couleurs", "colours", "colors"]);
const SIZE_NAMES = new Set(["size", "taille", "pointure", "tailles", "sizes", "pointures"]);

/** What an option or attribute name stands for in this shop: a colour, a size, or nothing it knows. */
export function optionKind(name: string): "colour" | "size" | undefined {
  const folded = fold(name);
  if (COLOUR_NAMES.has(folded)) return "colour";
  if (SIZE_NAMES.has(folded)) return "size";
  return undefined;
}

/**
 * A price in dinars as another shop writes it: `2500`, `2500.00`, `2 500,00`, `2500,5` is refused (the shop counts
 * whole dinars). Undefined when it is not a number; empty text gives null.
 */
export function parseDinars(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "").replace(/(DA|DZD|دج)$/i, "");
  if (compact === "") return null;
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return undefined;
  if (match[2] && Number(match[2]) !== 0) return undefined;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** A whole number of units in stock; empty text gives null, anything else (negative, decimal, words) undefined. */
export function parseStock(text: string): number | null | undefined {
  const compact = text.trim();
  if (compact === "") return null;
  if (!/^\d+$/.test(compact)) return undefined;
  const value = Number(compact);
  return value <= L.stockMax ? value : undefined;
}

/**
 * A colour's number for a product's colour, the same for the same handle and colour name in every file (so a second
 * import of the same export finds the colours it made): twelve digits from a hash of both.
 */
export function colourNumber(handle: string, colour: string): string {
  const digest = createHash("sha256")
    .update(`${handle}\u0000${fold(colour)}`)
    .digest();
  return (digest.readBigUInt64BE(0) % 1_000_000_000_000n).toString().padStart(12, "0");
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  eacute: "é",
  egrave: "è",
  ecirc: "ê",
  euml: "ë",
  agrave: "à",
  acirc: "â",
  ccedil: "ç",
  icirc: "î",
  iuml: "ï",
  ocirc: "ô",
  ugrave: "ù",
  ucirc: "û",
  uuml: "ü",
  Eacute: "É",
  Egrave: "È",
  Agrave: "À",
  Ccedil: "Ç",
  laquo: "«",
  raquo: "»",
  rsquo: "’",
  lsquo: "‘",
  ldquo: "“",
  rdquo: "”",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  euro: "€",
  deg: "°",
  times: "×",
  copy: "©",
  reg: "®",
  trade: "™",
  bull: "•",
  middot: "·",
  oelig: "œ",
  aelig: "æ",
};

/** Character references decoded (`&eacute;`, `&#233;`, `&#xE9;`); an unknown or invalid one is left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      // Control characters (other than tab and line breaks) never reach the shop's text.
      if (!valid || (code < 0x20 && code !== 9 && code !== 10) || (code >= 0x7f && code < 0xa0)) return "";
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

const BLOCK_TAGS = "p|div|li|ul|ol|h[1-6]|tr|table|section|article|blockquote|header|footer|dd|dt|pre";

/**
 * An HTML description as plain text the shop shows as text: scripts, styles, templates and comments dropped with
 * their content, paragraphs, list items, headings and `<br>` turned into line breaks, every other tag removed,
 * character references decoded last (so `&lt;script&gt;` becomes the visible text `<script>`, never a tag: the shop
 * renders the result as text), spaces folded, at most one blank line in a row.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/\r\n?/g, "\n")
    .replace(/<!--[\s\S]*?(?:-->|$)/g, "")
    .replace(/<(script|style|template|noscript|iframe|object|svg|math)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(new RegExp(`<li\\b[^>]*>`, "gi"), "\n• ")
    .replace(new RegExp(`</?(?:${BLOCK_TAGS})\\b[^>]*>`, "gi"), "\n")
    .replace(/<\/?[a-z!?][^>]*(?:>|$)/gi, "")
    .replace(/[ \t\f\v\u00a0]+/g, " ");
  return (
    decodeEntities(text)
      .replace(/\u00a0/g, " ")
      // eslint-disable-next-line no-control-regex -- control characters (tab and line feed aside) are what is dropped
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .split("\n")
      .map((line) => line.replace(/[ \t]+/g, " ").trim())
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}
