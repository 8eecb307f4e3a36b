// The build's stylesheet written into the page's head. A phone that opens a first page waits for three requests
// before its first frame: the document, the stylesheet and the picture it shows largest. The stylesheet takes the
// document's connection once it is free and the picture opens a new one: on Lighthouse's simulated phone that is a
// handshake and a request (300 ms) after the document, against one round trip (150 ms) on a connection already
// open (decision 0062). With the rules in the head, the picture takes the document's connection.
//
// React manages the stylesheet as a resource (`precedence`): hydrating, it looks for a `<link>` with its address,
// and would add one (and the browser fetch it) if it found none. Its `<link>` stays, disabled: the browser neither
// fetches nor applies a disabled stylesheet, and React finds it. The first frame is held until `<main>` has been
// read (`<link rel="expect" blocking="render">`): with nothing left to wait for, it would come with the header alone,
// and the page would be laid out again, after its first paint, as the rest arrived.

import { attribute } from "./html-attribute.mjs";

const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*>/g;

/** What holds the first frame until the page's main content (`<main id="contenu">`) has been read. */
export const HOLD_FIRST_FRAME = '<link rel="expect" href="#contenu" blocking="render"/>';

/**
 * Reads the build's stylesheets from the files `loadStaticAssets` holds: the text (one character per byte, as the
 * rewrite reads the page) with its relative addresses (`url(../media/…)`, the font) made absolute, since they now
 * resolve against the page's address. Only the build's own `.css` files, each read once.
 */
export function stylesheetReader(assets) {
  const texts = new Map();
  return (href) => {
    if (typeof href !== "string" || !href.startsWith("/_next/static/") || !href.endsWith(".css")) return undefined;
    if (texts.has(href)) return texts.get(href);
    const asset = assets.get(href);
    let text;
    if (asset) {
      const css = asset.body.toString("latin1");
      // A rule that could close the element early is left in its file.
      if (!/<\/style/i.test(css)) {
        text = css.replace(/url\((["']?)(?![a-z]+:|\/|#)([^"')]+)\1\)/gi, (_, quote, address) => {
          return `url(${quote}${new URL(address, `http://shop${href}`).pathname}${quote})`;
        });
      }
    }
    texts.set(href, text);
    return text;
  };
}

/**
 * The head with each stylesheet the reader knows written in a `<style>` (with the `<link>`'s nonce) before its
 * `<link>`, disabled, and the first frame held for `<main>`; the head unchanged when there is none.
 */
export function inlineStylesheets(head, read) {
  let inlined = false;
  const out = head.replace(STYLESHEET, (tag) => {
    const css = read(attribute(tag, "href"));
    if (css === undefined || /\sdisabled\b/.test(tag)) return tag;
    inlined = true;
    const nonce = attribute(tag, "nonce");
    const safeNonce = nonce && /^[A-Za-z0-9+/=_-]+$/.test(nonce) ? ` nonce="${nonce}"` : "";
    return `<style${safeNonce}>${css}</style>${tag.replace(/\s*\/?>$/, ' disabled=""/>')}`;
  });
  return inlined ? out + HOLD_FIRST_FRAME : out;
}

/**
 * A `Link` header without the preloads of stylesheets the reader knows (React writes one for the page's
 * stylesheet): they are in the page's head.
 */
export function withoutStylesheetPreloads(header, read) {
  if (header === undefined) return undefined;
  const values = Array.isArray(header) ? header : [String(header)];
  const kept = [];
  for (const value of values) {
    // Entries are separated by commas outside their `<…>`; addresses here have none.
    for (const entry of value.split(/,(?=\s*<)/)) {
      const href = /^\s*<([^>]*)>/.exec(entry)?.[1];
      const preload = /;\s*rel="?preload"?/i.test(entry) && /;\s*as="?style"?/i.test(entry);
      if (!(preload && read(href) !== undefined)) kept.push(entry.trim());
    }
  }
  return kept.length === 0 ? null : kept.join(", ");
}
