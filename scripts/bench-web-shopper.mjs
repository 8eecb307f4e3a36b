// What `npm run bench:web` measures as a shopper on a phone feels it: a real Chromium (Debian's, through
// playwright-core) with the browser's own throttling over the DevTools protocol, not Lighthouse's simulation.
// Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), CPU ×2 (×4 for the tap whose INP is
// taken), a 390 × 844 phone screen with touch, and a new browser context (cold cache, empty storage) for every visit.
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../apps/web/scripts/chromium.mjs";

export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_RATE = 2;
const INP_CPU_RATE = 4;
/** How often an unanswered tap is made again (the shopper taps again). */
const TAP_EVERY_MS = 250;
const GIVE_UP_MS = 30_000;

const CART_BUTTON = "[data-cart-button]";
const CONSENT_BUTTON = '#cookie-consent [data-consent-choice="yes"]';

/**
 * Runs in the page before its own scripts: records FCP, LCP and CLS (session windows, as Core Web Vitals count
 * it), the event timings (INP), the first touch, and the moment (ms since navigation, as drawn in a frame) when
 * what is waited for shows: the cart drawer's title in an open dialog, or the consent overlay gone after a tap.
 */
function observe() {
  const m = {
    origin: performance.timeOrigin,
    path: location.pathname,
    fcp: null,
    lcp: null,
    lcpWhat: null,
    cls: 0,
    events: [],
    tappedAt: null,
    drawerAt: null,
    consentGoneAt: null,
  };
  window.__bench = m;
  const watch = (type, callback, options = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(callback)).observe({ type, buffered: true, ...options });
    } catch {
      // Not offered by this browser: the figure stays empty.
    }
  };
  watch("paint", (entry) => {
    if (entry.name === "first-contentful-paint") m.fcp = entry.startTime;
  });
  watch("largest-contentful-paint", (entry) => {
    m.lcp = entry.startTime;
    // What it was: a picture's address (its width in it), or the element's tag.
    m.lcpWhat = entry.url ? decodeURIComponent(entry.url.replace(/^[a-z]+:\/\/[^/]+/, "")).slice(0, 90) : entry.element?.tagName;
  });
  let windowValue = 0;
  let windowStart = 0;
  let last = 0;
  watch("layout-shift", (entry) => {
    if (entry.hadRecentInput) return;
    if (entry.startTime - last > 1000 || entry.startTime - windowStart > 5000) {
      windowValue = 0;
      windowStart = entry.startTime;
    }
    windowValue += entry.value;
    last = entry.startTime;
    m.cls = Math.max(m.cls, windowValue);
  });
  watch("event", (entry) => entry.interactionId && m.events.push(entry.duration), { durationThreshold: 16 });
  window.addEventListener("touchstart", () => (m.tappedAt ??= performance.now()), { capture: true, passive: true });
  const check = () => {
    const title = document.getElementById("cart-drawer-title");
    if (m.drawerAt === null && title?.closest("dialog[open]")) m.drawerAt = performance.now();
    if (m.consentGoneAt === null && m.tappedAt !== null) {
      const overlay = document.getElementById("cookie-consent");
      if (!overlay || overlay.hidden || getComputedStyle(overlay).display === "none") m.consentGoneAt = performance.now();
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The centre of the first visible element for `selector`, or null. */
const centre = (page, selector) =>
  page
    .evaluate((sel) => {
      const element = document.querySelector(sel);
      const box = element?.getBoundingClientRect();
      if (!box || box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") return null;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }, selector)
    .catch(() => null);

/**
 * Taps `selector` as soon as it is visible, again every TAP_EVERY_MS while `answered` (a field of window.__bench)
 * is unset; returns that field: ms from navigation until the answer was drawn. With `page: true`, a tap may also be
 * answered by another page (the cart button is a plain form to the cart page until the code runs): then the answer
 * is that page's first paint, counted from the first navigation. A reload of the page tapped on answers nothing.
 * Each tap is told to `note`, so that an unanswered visit's trail says what its taps and documents did.
 */
async function tapUntilAnswered(page, selector, answered, { page: otherPage = false, note = () => {} } = {}) {
  const start = Date.now();
  let first = null;
  let point = null;
  let shown = null;
  while (Date.now() - start < GIVE_UP_MS) {
    const seen = await page
      .evaluate((field) => {
        const m = window.__bench;
        return m ? { origin: m.origin, path: m.path, at: m[field], fcp: m.fcp } : null;
      }, answered)
      .catch(() => null);
    if (seen) {
      first ??= seen;
      if (seen.origin !== shown) point = null; // a new page: its button is looked for again
      shown = seen.origin;
      const since = seen.origin - first.origin;
      if (seen.at !== null && seen.at !== undefined) return { at: since + seen.at, by: since ? "page then drawer" : "drawer" };
      if (otherPage && seen.path !== first.path) {
        // The tap opened the cart page: answered once it paints, and no longer tapped (that would reload it).
        if (seen.fcp !== null) return { at: since + seen.fcp, by: "page" };
        await sleep(20);
        continue;
      }
    }
    point ??= await centre(page, selector);
    if (point) {
      note(`tap on ${seen?.path ?? "a page not yet observed"}`);
      await page.touchscreen.tap(point.x, point.y).catch(() => {});
    }
    await sleep(point ? TAP_EVERY_MS : 50);
  }
  return { at: null, by: null };
}

/** One visit in a new context: throttled, cold cache; `consent` preset in local storage, or a first visit. */
async function visit(browser, url, { consent }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: "fr-FR",
  });
  if (consent) await context.addInitScript((value) => localStorage.setItem("cookie_consent", value), consent);
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_RATE });
  let bytes = 0;
  cdp.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));
  // What the visit's documents did, to say why a tap went unanswered: ms since the visit began, then the event; the
  // same event again at once (a tap repeated on the same page) counted on its line rather than repeated.
  const started = Date.now();
  const events = [];
  const note = (what) => {
    const last = events.at(-1);
    if (last?.what === what) last.times++;
    else events.push({ at: Date.now() - started, what, times: 1 });
  };
  const trail = () => events.map(({ at, what, times }) => `${at} ${what}${times > 1 ? ` (×${times})` : ""}`);
  const documents = new Map();
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.type !== "Document") return;
    const address = new URL(event.request.url);
    documents.set(event.requestId, address.pathname);
    note(`document asked ${address.pathname}${address.search}`);
  });
  cdp.on("Network.responseReceived", (event) => {
    if (documents.has(event.requestId)) note(`document answered ${event.response.status} ${documents.get(event.requestId)}`);
  });
  cdp.on("Network.loadingFailed", (event) => {
    if (documents.has(event.requestId)) note(`document failed ${event.errorText}${event.canceled ? " (cancelled)" : ""}`);
  });
  page.on("framenavigated", (frame) => frame === page.mainFrame() && note(`committed ${new URL(frame.url()).pathname}`));
  page.goto(url, { waitUntil: "commit", timeout: 60_000 }).catch(() => {});
  return { context, page, cdp, bytes: () => bytes, trail, note };
}

/**
 * A returning shopper (consent given) who waits: FCP, LCP and CLS with no input (a tap ends LCP's observation), the
 * bytes transferred once the network is quiet; then, at CPU ×4, the INP of one tap on the cart button.
 */
export async function measureLoad(browser, url) {
  const v = await visit(browser, url, { consent: "no" });
  try {
    await v.page.waitForLoadState("load", { timeout: 60_000 }).catch(() => {});
    await v.page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => {});
    await sleep(500);
    const seen = await v.page.evaluate(() => ({ ...window.__bench, events: undefined }));
    const kib = v.bytes() / 1024;
    await v.page.evaluate(() => (window.__bench.events = []));
    await v.cdp.send("Emulation.setCPUThrottlingRate", { rate: INP_CPU_RATE });
    const point = await centre(v.page, CART_BUTTON);
    if (point) await v.page.touchscreen.tap(point.x, point.y);
    await v.page.waitForFunction(() => window.__bench.drawerAt !== null, null, { timeout: 15_000 }).catch(() => {});
    await sleep(500);
    const events = await v.page.evaluate(() => window.__bench.events);
    return { fcp: seen.fcp, lcp: seen.lcp, lcpWhat: seen.lcpWhat, cls: seen.cls, kib, inp: events.length ? Math.max(...events) : null };
  } finally {
    await v.context.close();
  }
}

/**
 * A returning shopper in a hurry: the cart button tapped as soon as it shows, again while unanswered. Returns the ms
 * from navigation until the cart was shown (`at`) and how (`by`: the drawer, or the cart page before the code ran).
 */
export async function measureCart(browser, url) {
  const v = await visit(browser, url, { consent: "no" });
  try {
    const answer = await tapUntilAnswered(v.page, CART_BUTTON, "drawerAt", { page: true, note: v.note });
    return answer.at === null ? { ...answer, trail: v.trail() } : answer;
  } finally {
    await v.context.close();
  }
}

/**
 * A first visit (nothing in local storage): a tap on « Accepter tous les cookies » as soon as it shows, again while
 * unanswered, until the overlay is gone. On a page without the overlay (the reference) its button stands in.
 * Returns the ms from navigation until the answer was drawn (`at`) and from the first touch (`afterTap`).
 */
export async function measureFirstVisit(browser, url, { reference }) {
  const v = await visit(browser, url, { consent: null });
  try {
    const { at } = reference
      ? await tapUntilAnswered(v.page, CART_BUTTON, "drawerAt")
      : await tapUntilAnswered(v.page, CONSENT_BUTTON, "consentGoneAt");
    const tappedAt = await v.page.evaluate(() => window.__bench?.tappedAt ?? null).catch(() => null);
    return { at, afterTap: at !== null && tappedAt !== null ? at - tappedAt : null };
  } finally {
    await v.context.close();
  }
}

export const launchBrowser = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS.filter((arg) => arg !== "--headless") });
