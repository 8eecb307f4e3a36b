import { COPYRIGHT_YEAR } from "@shop/domain/constants";
import { LocaleLink } from "@/components/ui/locale-link";
import { CookieSettingsLink } from "@/components/footer/cookie-settings-link";
import { getFooterConfig } from "@/components/footer/footer-config";
import { LanguageModal } from "@/components/footer/language-modal";
import { SocialIcon } from "@/components/footer/social-icons";
import { getMessages } from "@/lib/i18n";
import { ArrowIcon } from "@/components/ui/icons";
import { BrandMark } from "@/components/ui/brand-mark";
import { shopViewFromEnv, type ShopView } from "@/lib/api/shop-settings";

const columnTitle = "text-xs font-bold uppercase tracking-widest text-gold";
const footerLink = "text-sm text-grey-200 hover:text-white hover:underline";

/**
 * The footer of every page (spec §2): help, about, follow-us and app columns, then the legal line. The external
 * links are the shop's configured ones: a column with none (or the app without its address) is left out. `shop`: the
 * back office's details (the page shell reads them); the environment's alone without.
 */
export function SiteFooter({ shop = shopViewFromEnv() }: { shop?: ShopView }) {
  const t = getMessages();
  const c = t.chrome.footer;
  const brand = shop.brandName;
  const config = getFooterConfig(shop.links, shop.tiktok);
  const trackingApp = shop.links.trackingApp;
  const { phone, email } = shop.contact;
  const newTab = t.chrome.accountMenu.newTab;

  return (
    <footer className="mt-20 bg-ink text-white">
      <div className="container-shop grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[1.2fr_1fr_1fr_1.3fr] lg:py-16">
        <div>
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help" className={columnTitle}>
              {c.helpTitle}
            </h2>
            <ul className="mt-4 space-y-3">
              {config.helpLinks.map((item) => (
                <li key={item.link}>
                  <LocaleLink href={item.link} className={footerLink}>
                    {item.title}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
          {(phone || email) && (
            <address className="mt-6 grid gap-2 not-italic" data-testid="footer-contact">
              <p className="text-xs font-bold uppercase tracking-widest text-grey-300">{c.contactTitle}</p>
              {phone && (
                <a href={phone.href} className={`${footerLink} font-bold tabular-nums`} dir="ltr">
                  {phone.display}
                </a>
              )}
              {email && (
                <a href={`mailto:${email}`} className={footerLink}>
                  {email}
                </a>
              )}
            </address>
          )}
        </div>
        {config.aboutLinks.length > 0 && (
          <nav aria-labelledby="footer-about">
            <h2 id="footer-about" className={columnTitle}>
              {c.aboutTitle}
            </h2>
            <ul className="mt-4 space-y-3">
              {config.aboutLinks.map((item) => (
                <li key={item.link}>
                  <a href={item.link} target="_blank" rel="noopener noreferrer" className={footerLink}>
                    {item.title}
                    <span className="sr-only"> {newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {config.social.length > 0 && (
          <div className="col-span-2 sm:col-span-1" data-testid="footer-social">
            <h2 className={columnTitle}>{c.followTitle}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {config.social.map((item) => (
                <li key={item.icon}>
                  <a
                    href={item.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={c.follow(item.name)}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-grey-700 text-white transition-colors hover:border-gold hover:text-gold"
                  >
                    <SocialIcon network={item.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {trackingApp && (
          <div className="col-span-2 border border-grey-800 bg-grey-800/40 p-6 sm:col-span-1">
            <p className="flex items-center gap-2.5 text-lg font-black uppercase tracking-tight">
              <BrandMark className="size-7 text-grey-800" />
              {c.appTitle(brand)}
            </p>
            <p className="mt-3 text-sm text-grey-300">{c.appText}</p>
            <a
              href={trackingApp}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex items-center gap-2 text-sm font-bold text-gold hover:underline"
            >
              {c.appLink}
              <span className="sr-only"> {newTab}</span>
              <ArrowIcon className="size-4" />
            </a>
          </div>
        )}
      </div>
      <div className="border-t border-grey-800">
        <div className="container-shop flex flex-col gap-4 py-6 text-xs text-grey-300 md:flex-row md:items-center md:justify-between">
          <p>{t.footer.copyright(COPYRIGHT_YEAR, brand)}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <CookieSettingsLink className="hover:text-white hover:underline" />
            <LocaleLink href="/help/imprint" className="hover:text-white hover:underline">
              {t.footer.legalNotice}
            </LocaleLink>
            <LanguageModal />
          </div>
        </div>
      </div>
    </footer>
  );
}
