import { LocaleLink } from "@/components/ui/locale-link";
import { connection } from "next/server";
import { Suspense } from "react";
import { AccountMenu } from "@/components/header/account-menu";
import { CartButton } from "@/components/header/cart-button";
import { LanguageSwitch } from "@/components/header/language-switch";
import { DesktopMenuLoader, DesktopMenuSkeleton } from "@/components/header/desktop-menu-loader";
import { MobileMenu } from "@/components/header/mobile-menu";
import { MobileSearchPanel, MobileSearchToggle } from "@/components/header/mobile-search";
import { DesktopMenu } from "@/components/header/desktop-menu";
import { menuOf } from "@/components/header/category-links";
import { TopBarLoader } from "@/components/header/top-bar-loader";
import { WishlistLink } from "@/components/header/wishlist-link";
import { SearchBox } from "@/components/search/search-box";
import { getCategoryTreeOrEmpty, keptCategoryTree } from "@/lib/api/catalog";
import { getMessages } from "@/lib/i18n";
import { BrandMark } from "@/components/ui/brand-mark";
import { PhoneIcon } from "@/components/ui/icons";
import { getShopView } from "@/lib/api/shop-settings";

/**
 * The top bar and the sticky header of every page (spec §2). Rendered per request: the category tree, the
 * announcements and the brand are read at request time (from Next's data cache), never frozen by the build.
 */
export async function SiteHeader() {
  await connection();
  const t = getMessages();
  const shop = await getShopView();
  const brand = shop.brandName;
  const contact = shop.contact;
  const { returnsPortal } = shop.links;
  // The tree this process already holds is drawn in the page's first bytes. Only before its first read does the bar
  // stream in after them, its skeleton in its place: a part swapped in later costs the phone a layout of the whole
  // page and a task to reveal it, after the first paint.
  const kept = keptCategoryTree();
  const categories = getCategoryTreeOrEmpty().then(menuOf);

  return (
    <>
      <TopBarLoader />
      <header className="sticky top-0 z-40 border-b border-grey-200 bg-white">
        {/* Below 640 px the row holds menu, search, brand, phone, language, favourites and cart: buttons 40 px
            wide (44 px tall) and small gaps keep it within 360 px. */}
        <div className="container-shop flex h-header items-center gap-1 sm:gap-2 lg:h-header-lg lg:gap-6 xl:gap-8">
          <div className="-ms-2.5 flex flex-1 items-center lg:hidden">
            <MobileMenu categories={categories} returnsPortalUrl={returnsPortal} />
            <MobileSearchToggle />
          </div>
          <LocaleLink href="/" aria-label={t.a11y.homeLink(brand)} className="flex shrink-0 items-center gap-1.5 sm:gap-2">
            <BrandMark className="size-8 text-ink lg:size-9" />
            <span className="text-lg font-black uppercase tracking-tight sm:text-xl lg:text-2xl">{brand}</span>
          </LocaleLink>
          {kept ? (
            <DesktopMenu categories={menuOf(kept)} />
          ) : (
            <Suspense fallback={<DesktopMenuSkeleton />}>
              <DesktopMenuLoader categories={categories} />
            </Suspense>
          )}
          <div className="-me-2.5 flex flex-1 items-center justify-end lg:gap-1">
            <SearchBox brand={brand} className="me-2 hidden w-52 lg:block xl:w-72" />
            {contact.phone && (
              <a
                href={contact.phone.href}
                aria-label={t.chrome.header.phone(contact.phone.display)}
                className="inline-flex h-11 w-10 items-center justify-center gap-2 rounded-full text-sm font-semibold hover:bg-grey-100 sm:w-auto sm:px-2.5"
              >
                <PhoneIcon />
                <bdi dir="ltr" className="hidden whitespace-nowrap 2xl:inline">
                  {contact.phone.display}
                </bdi>
              </a>
            )}
            <LanguageSwitch />
            <AccountMenu returnsPortalUrl={returnsPortal} />
            <WishlistLink />
            <CartButton />
          </div>
        </div>
        <MobileSearchPanel brand={brand} />
      </header>
    </>
  );
}
