/**
 * Debian's Chromium (never a downloaded browser) and the flags that work on these machines, for every tool
 * that drives it: the Playwright journeys, the Lighthouse script and the first-load JavaScript script.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * What Lighthouse clears before each audit, for tools that audit many pages in one browser: its defaults and the
 * origin's cookies, local storage and IndexedDB, so that every audit is a first visit, as in a new browser profile
 * (Lighthouse's command line opens one per run). Without them, a note a page leaves in local storage (the brand's
 * face, decision 0053) would make every later audit a returning visitor's with an emptied cache.
 */
export const FIRST_VISIT_STORAGE = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "cookies",
  "local_storage",
  "indexeddb",
];
