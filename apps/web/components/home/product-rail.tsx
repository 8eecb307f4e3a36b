import { LocaleLink } from "@/components/ui/locale-link";
import { ProductCard } from "@/components/product/product-card";
import { ArrowIcon } from "@/components/ui/icons";
import type { ProductSummary } from "@shop/domain/contract/catalog";
import { getCatalogMessages } from "@/messages/catalog";
import { currentLocale } from "@/messages/locale";

/** Cards are 70% of a phone, then 2.3, 3.3 and 4 across: `sizes` follows those widths. */
const RAIL_SIZES = "(min-width: 1440px) 330px, (min-width: 1024px) 24vw, (min-width: 768px) 30vw, (min-width: 544px) 44vw, 70vw";

/**
 * A titled row of products that scrolls sideways (snapping card by card; swipe, trackpad or Tab through the
 * cards), with a « Tout voir » link to the full listing. Server-rendered: no JavaScript.
 */
export function ProductRail({
  id,
  title,
  text,
  href,
  products,
}: {
  id: string;
  title: string;
  text: string;
  href: string | null;
  products: ProductSummary[];
}) {
  const t = getCatalogMessages().home;
  if (products.length === 0) return null;
  const titleId = `${id}-title`;

  return (
    <section id={id} aria-labelledby={titleId} className="container-shop defer-offscreen mt-14 scroll-mt-24 lg:mt-20">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h2 id={titleId} className="text-2xl font-black uppercase tracking-tight lg:text-3xl">
            {title}
          </h2>
          <p className="mt-1 text-sm text-grey-600">{text}</p>
        </div>
        {href && (
          <LocaleLink
            href={href}
            aria-label={t.seeAllOf(title)}
            className="group inline-flex items-center gap-2 text-xs font-bold uppercase tracking-wider underline-offset-4 hover:underline"
          >
            {t.seeAll}
            <ArrowIcon className="size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
          </LocaleLink>
        )}
      </div>
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-4 md:-mx-8 md:scroll-px-8 md:gap-5 md:px-8 xl:mx-0 xl:scroll-px-0 xl:px-0">
        {products.map((product) => (
          <li
            key={product.id}
            className="w-[70%] shrink-0 snap-start sm:w-[44%] md:w-[30%] lg:w-[calc((100%-3.75rem)/4)]"
          >
            <ProductCard locale={currentLocale()} product={product} sizes={RAIL_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
