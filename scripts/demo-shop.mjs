// The demo shop's contact and external links. The storefront shows only what is configured (README,
// « Configuration »), so a real shop never sends people to these made-up addresses; the demo start and the browser
// tests set them, each unless the environment already gives its own.

const DEMO_SHOP = {
  SHOP_PHONE: "+213 550 00 00 00",
  SHOP_EMAIL: "service-client@rafale.dz",
  RETURNS_PORTAL_URL: "https://retours.rafale.dz",
  CORPORATE_URL: "https://groupe.rafale.com",
  CORPORATE_NEWS_URL: "https://groupe.rafale.com/actualites",
  NEWSROOM_URL: "https://presse.rafale.com",
  INVESTORS_URL: "https://investisseurs.rafale.com",
  SUSTAINABILITY_URL: "https://groupe.rafale.com/developpement-durable",
  TRACKING_APP_URL: "https://run.rafale.com",
  FACEBOOK_URL: "https://www.facebook.com/rafale.algerie",
  TWITTER_URL: "https://twitter.com/rafale_dz",
  INSTAGRAM_URL: "https://www.instagram.com/rafale.algerie",
  PINTEREST_URL: "https://www.pinterest.com/rafale",
  YOUTUBE_URL: "https://www.youtube.com/@rafale",
};

/** The demo values, each replaced by the environment's own when it sets one (an empty value hides that link). */
export function demoShopSettings(env = process.env) {
  return Object.fromEntries(Object.entries(DEMO_SHOP).map(([name, value]) => [name, env[name] ?? value]));
}

/** The demo's back-office owner, created at the API's start when the shop has no staff yet (README, « Back office »). */
export const DEMO_STAFF = { STAFF_EMAIL: "gerant@demo.dz", STAFF_PASSWORD: "Gerant-Demo-2025!", STAFF_NAME: "Gérant démo" };

/** The owner the demo start hands the API: the environment's own when it sets both, otherwise the demo's. */
export function demoStaffSettings(env = process.env) {
  return env.STAFF_EMAIL && env.STAFF_PASSWORD ? {} : DEMO_STAFF;
}
