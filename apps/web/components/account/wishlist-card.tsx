"use client";

import { ShopImage } from "@/components/ui/shop-image";
import { LocaleLink } from "@/components/ui/locale-link";
import { ProductPrice } from "@/components/product/product-price";
import { getProductMessages } from "@/messages/product";
import { ButtonLink } from "@/components/ui/button-link";
import type { WishlistItem } from "@shop/domain/contract/wishlist";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useLocale } from "@/lib/locale/context";

/**
 * A wishlist item: image, title, colour, price, a remove button, and 'Ajouter au panier', which opens the
 * product page in that colour where the size is chosen.
 */
export function WishlistCard({ item, removing, onRemove }: { item: WishlistItem; removing: boolean; onRemove: () => void }) {
  const locale = useLocale();
  const t = useJourneyMessages().account;
  const href = `/produit/${item.productId}?colorNo=${encodeURIComponent(item.colorNo)}`;
  return (
    <article className="flex h-full flex-col" data-testid="wishlist-item" aria-busy={removing || undefined}>
      <div className="relative aspect-square overflow-hidden bg-grey-100">
        <LocaleLink href={href} tabIndex={-1} aria-hidden="true" className="absolute inset-0">
          {item.image && (
            <ShopImage
              src={item.image}
              alt=""
              fill
              sizes="(min-width: 1200px) 294px, (min-width: 768px) 33vw, 50vw"
              className="object-cover"
            />
          )}
        </LocaleLink>
        {!item.inStock && (
          <span className="absolute start-2 top-2 bg-ink px-2 py-1 text-xxs font-bold uppercase text-white">
            {t.wishlistOutOfStock}
          </span>
        )}
        <button
          type="button"
          onClick={onRemove}
          disabled={removing}
          aria-label={t.wishlistRemove(item.title)}
          className="absolute end-2 top-2 flex size-10 items-center justify-center rounded-full bg-white text-ink shadow-sm transition-colors hover:bg-grey-100 disabled:opacity-50"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2}>
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-1 pt-3">
        <h2 className="line-clamp-2 text-sm font-semibold">
          <LocaleLink href={href} className="hover:underline">
            {item.title}
          </LocaleLink>
        </h2>
        <p className="text-xs text-grey-600">
          {t.wishlistColour(item.colorName)}
        </p>
        <ProductPrice locale={locale} price={item.price} promoPrice={item.promoPrice} texts={getProductMessages(locale).product} />
        <div className="mt-auto pt-3">
          <ButtonLink href={href} variant="primary-black" className="min-h-10 w-full px-3 text-xs">
            {t.wishlistAddToCart}
            <span className="sr-only"> – {t.wishlistAddToCartLabel(item.title)}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
