import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

/**
 * End-to-end journeys in Debian's Chromium (never `playwright install`). The shop must already be running:
 * scripts/test.mjs starts the API and the web app and sets E2E_BASE_URL.
 */
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
/** A phone: Pixel 7's width, density, touch and user agent. */
const PHONE = {
  browserName: "chromium" as const,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices["Pixel 7"].userAgent,
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 2,
  // One retry on CI: a journey that passes on its second try is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  // The longest journeys (a listing sorted, filtered, emptied and cleared) take 20 to 30 s with two workers on a
  // 2-core machine and Debian's Chromium 156: a minute leaves room for a busy moment without hiding a page that hangs.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000",
    locale: "fr-FR",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  // scripts/two-machines.mjs runs the production shape's journey alone, through its nginx (E2E_PRODUCTION_SHAPE).
  projects: process.env.E2E_PRODUCTION_SHAPE
    ? [{ name: "production-shape", testMatch: /production-shape\.spec\.ts/, use: PHONE }]
    : [
        // Calls from several loopback addresses, no browser: run once.
        { name: "limits", testMatch: /limits\.spec\.ts/ },
        // `*.desktop.spec.ts` and `*.phone.spec.ts` hold checks that mean something at one width only, or that the
        // width does not change (a price, one template of many): each runs in its own project only.
        {
          name: "desktop",
          testIgnore: /limits\.spec\.ts|\.phone\.spec\.ts|production-shape\.spec\.ts/,
          use: { browserName: "chromium", viewport: { width: 1366, height: 900 } },
        },
        {
          name: "phone",
          testIgnore: /limits\.spec\.ts|\.desktop\.spec\.ts|production-shape\.spec\.ts/,
          use: PHONE,
        },
      ],
});
