import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import ContactPage from "@/app/[locale]/contact-us/page";
import ImprintPage from "@/app/[locale]/help/imprint/page";
import ReturnsPage from "@/app/[locale]/help/retour/page";
import { quickLinks } from "@/components/header/quick-links";
import { ToastProvider } from "@/components/ui/toast";
import { SiteFooter } from "./site-footer";
import { getExternalLinks, getShopContact } from "@/lib/shop-config";
import { LocaleProvider } from "@/lib/locale/context";
import { getChromeMessages, getChromeTexts, getLocaleOffers } from "@/messages/chrome";

/** The footer in French, inside the provider the layout puts around it. */
function footer(): ReactElement {
  return (
    <LocaleProvider locale="fr" chrome={getChromeTexts("fr")} localeOffers={getLocaleOffers()}>
      <SiteFooter />
    </LocaleProvider>
  );
}

/** A page inside the providers the layout puts around it (a contact form shows toasts). */
function inShop(page: ReactElement): ReactElement {
  return (
    <LocaleProvider locale="fr" chrome={getChromeTexts("fr")} localeOffers={getLocaleOffers()}>
      <ToastProvider>{page}</ToastProvider>
    </LocaleProvider>
  );
}

/** A page of the storefront's `[locale]` segment, rendered as its French address renders it. */
function french(page: (props: { params: Promise<{ locale: string }> }) => Promise<ReactElement>): Promise<ReactElement> {
  return page({ params: Promise.resolve({ locale: "fr" }) });
}

/** Every setting of the shop's phone and external links (README, « Configuration »), as a shop would set them. */
const SETTINGS = {
  SHOP_PHONE: "+213 21 45 67 89",
  SHOP_EMAIL: "contact@boutique.dz",
  RETURNS_PORTAL_URL: "https://retours.boutique.dz/",
  CORPORATE_URL: "https://groupe.boutique.dz/",
  CORPORATE_NEWS_URL: "https://groupe.boutique.dz/actualites",
  NEWSROOM_URL: "https://presse.boutique.dz/",
  INVESTORS_URL: "https://investisseurs.boutique.dz/",
  SUSTAINABILITY_URL: "https://groupe.boutique.dz/durable",
  TRACKING_APP_URL: "https://run.boutique.dz/",
  FACEBOOK_URL: "https://www.facebook.com/boutique.dz",
  TWITTER_URL: "https://twitter.com/boutique_dz",
  INSTAGRAM_URL: "https://www.instagram.com/boutique.dz",
  PINTEREST_URL: "https://www.pinterest.com/boutiquedz",
  YOUTUBE_URL: "https://www.youtube.com/@boutiquedz",
};
type Setting = keyof typeof SETTINGS;

/** The server's environment for one render: the given settings, every other one unset. */
function configure(settings: Partial<Record<Setting, string>>) {
  for (const name of Object.keys(SETTINGS) as Setting[]) vi.stubEnv(name, settings[name] ?? "");
  // No API answers here: the pages show the environment's values, as they do while the API cannot say.
  vi.stubEnv("API_URL", "http://127.0.0.1:9");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The external addresses a page links to (absolute http(s), tel: and mailto: targets). */
function outboundLinks(html: string): string[] {
  return [...html.matchAll(/href="((?:https?:|tel:|mailto:)[^"]*)"/g)].map((match) => match[1]!);
}

describe("the footer", () => {
  it("without the settings shows no made-up link: no about, social or app column", () => {
    configure({});
    const html = renderToStaticMarkup(footer());
    expect(outboundLinks(html)).toEqual([]);
    for (const text of ["À propos", "Suivez-nous", "Découvrir l’application", "rafale.com", "rafale.dz"]) {
      expect(html).not.toContain(text);
    }
    // The shop's own pages stay.
    expect(html).toContain('href="/help/retour"');
    expect(html).toContain("Tous droits réservés.");
  });

  it("with the settings shows each configured link, and only those", () => {
    configure(SETTINGS);
    const html = renderToStaticMarkup(footer());
    expect(outboundLinks(html).sort()).toEqual(
      [
        SETTINGS.CORPORATE_URL,
        SETTINGS.CORPORATE_NEWS_URL,
        SETTINGS.NEWSROOM_URL,
        SETTINGS.INVESTORS_URL,
        SETTINGS.SUSTAINABILITY_URL,
        SETTINGS.TRACKING_APP_URL,
        SETTINGS.FACEBOOK_URL,
        SETTINGS.TWITTER_URL,
        SETTINGS.INSTAGRAM_URL,
        SETTINGS.PINTEREST_URL,
        SETTINGS.YOUTUBE_URL,
        "tel:+21321456789",
        `mailto:${SETTINGS.SHOP_EMAIL}`,
      ].sort(),
    );
    expect(html).toContain("À propos");
    expect(html).toContain("Suivez-nous");

    configure({ INSTAGRAM_URL: SETTINGS.INSTAGRAM_URL, CORPORATE_URL: SETTINGS.CORPORATE_URL });
    const some = renderToStaticMarkup(footer());
    expect(outboundLinks(some).sort()).toEqual([SETTINGS.CORPORATE_URL, SETTINGS.INSTAGRAM_URL].sort());
  });

  it("leaves out an address that is not an http(s) link", () => {
    configure({ FACEBOOK_URL: "javascript:alert(1)", YOUTUBE_URL: "pas une adresse" });
    expect(outboundLinks(renderToStaticMarkup(footer()))).toEqual([]);
  });
});

describe("the shop's phone, e-mail and returns portal", () => {
  it("are left out of the header, contact, legal and returns pages when not configured", async () => {
    configure({});
    expect(getShopContact()).toEqual({ phone: null, email: null });
    expect(quickLinks(getExternalLinks().returnsPortal, getChromeMessages("fr").accountMenu).map((link) => link.title)).toEqual([
      "Mon compte",
      "Favoris",
      "Assistance",
    ]);
    for (const page of [await french(ContactPage), await french(ImprintPage), await french(ReturnsPage)]) {
      const html = renderToStaticMarkup(inShop(page));
      expect(outboundLinks(html)).toEqual([]);
      expect(html).not.toContain("23 00 00 00");
    }
  });

  it("are shown where they belong once configured", async () => {
    configure(SETTINGS);
    expect(getShopContact().phone).toEqual({ display: "+213 21 45 67 89", href: "tel:+21321456789" });
    expect(quickLinks(getExternalLinks().returnsPortal, getChromeMessages("fr").accountMenu)[1]).toEqual({
      title: "Procéder à un retour",
      href: SETTINGS.RETURNS_PORTAL_URL,
      external: true,
    });
    const contact = renderToStaticMarkup(inShop(await french(ContactPage)));
    expect(outboundLinks(contact)).toEqual(["tel:+21321456789", `mailto:${SETTINGS.SHOP_EMAIL}`]);
    expect(contact).toContain("+213 21 45 67 89");
    expect(outboundLinks(renderToStaticMarkup(await french(ImprintPage)))).toEqual([
      "tel:+21321456789",
      `mailto:${SETTINGS.SHOP_EMAIL}`,
    ]);
    expect(outboundLinks(renderToStaticMarkup(await french(ReturnsPage)))).toEqual([SETTINGS.RETURNS_PORTAL_URL]);
  });
});
