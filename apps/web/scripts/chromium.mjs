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
