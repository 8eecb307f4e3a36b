import Link from "next/link";
import { getCategoryTreeOrEmpty } from "@/lib/api/catalog";
import { getBrandName } from "@/lib/brand";
import { getMessages } from "@/lib/i18n";
import { AccountIcon, BagIcon, HeartIcon } from "@/components/ui/icons";
import { BrandMark } from "./brand-mark";

const iconLink =
  "inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-grey-100";

/** Sticky header: wordmark, top-level categories (large screens), account, wishlist and cart shortcuts. */
export async function SiteHeader() {
  const t = getMessages();
  const brand = getBrandName();
  const categories = (await getCategoryTreeOrEmpty()).filter((node) => node.isClickable);

  return (
    <header className="sticky top-0 z-40 border-b border-grey-200 bg-white">
      <div className="container-shop flex h-header items-center gap-8 lg:h-header-lg">
        <Link href="/" aria-label={t.a11y.homeLink(brand)} className="flex shrink-0 items-center gap-2.5">
          <BrandMark className="size-8 text-ink lg:size-9" />
          <span className="text-xl font-black uppercase tracking-tight lg:text-2xl">{brand}</span>
        </Link>

        {categories.length > 0 && (
          <nav aria-label={t.a11y.mainNavigation} className="hidden h-full lg:block">
            <ul className="flex h-full items-stretch gap-7">
              {categories.map((category) => (
                <li key={category.id} className="flex">
                  <Link
                    href={`/categorie/${category.slug}`}
                    className="flex items-center border-b-2 border-transparent pt-0.5 text-sm font-bold uppercase tracking-wider hover:border-gold"
                  >
                    {category.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div className="-me-2.5 ms-auto flex items-center">
          <Link href="/account" aria-label={t.header.account} title={t.header.account} className={iconLink}>
            <AccountIcon />
          </Link>
          <Link href="/account/wishlist" aria-label={t.header.wishlist} title={t.header.wishlist} className={iconLink}>
            <HeartIcon />
          </Link>
          <Link href="/cart" aria-label={t.header.cart} title={t.header.cart} className={iconLink}>
            <BagIcon />
          </Link>
        </div>
      </div>
    </header>
  );
}
