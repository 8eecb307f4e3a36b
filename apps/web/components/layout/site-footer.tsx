import { COPYRIGHT_YEAR } from "@shop/domain/constants";
import Link from "next/link";
import { getBrandName } from "@/lib/brand";
import { getMessages } from "@/lib/i18n";
import { BrandMark } from "./brand-mark";

export function SiteFooter() {
  const t = getMessages();
  const brand = getBrandName();

  return (
    <footer className="mt-20 bg-ink text-white">
      <div className="container-shop grid gap-10 py-12 md:grid-cols-[1fr_2fr] lg:py-16">
        <div>
          <p className="flex items-center gap-2.5 text-xl font-black uppercase tracking-tight">
            <BrandMark className="size-8 text-grey-800" />
            {brand}
          </p>
          <p className="mt-4 max-w-xs text-sm text-grey-300">{t.footer.tagline}</p>
        </div>
        <nav aria-label={t.a11y.footerNavigation}>
          <h2 className="text-xs font-bold uppercase tracking-widest text-gold">{t.footer.helpTitle}</h2>
          <ul className="mt-4 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {t.footer.helpLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-grey-200 hover:text-white hover:underline">
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-grey-800">
        <div className="container-shop flex flex-col gap-2 py-5 text-xs text-grey-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t.footer.copyright(COPYRIGHT_YEAR, brand)}</p>
          <Link href="/help/imprint" className="hover:text-white hover:underline">
            {t.footer.legalNotice}
          </Link>
        </div>
      </div>
    </footer>
  );
}
