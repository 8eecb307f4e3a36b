import { ShopImage } from "@/components/ui/shop-image";
import { LocaleLink } from "@/components/ui/locale-link";
import type { Locale } from "@shop/domain/constants";
import type { CardProduct } from "@/lib/catalog/card-product";
import { pickCardColour } from "@shop/domain/pricing";
import { getProductMessages } from "@/messages/product";
import { ProductPrice } from "./product-price";

const MAX_SWATCHES = 5;

/** Rounded percentage off the regular price, for the promo badge; null when there is no real discount. */
function discountPercent(price: number, promoPrice: number | null): number | null {
  if (promoPrice === null || price <= 0 || promoPrice >= price) return null;
  return Math.round((1 - promoPrice / price) * 100);
}

/**
 * One product in a grid or rail. `sizes` must describe the grid it sits in, so the browser picks the
 * smallest image width that stays sharp. No hook and no state: rendered on the server in rails (no JavaScript of
 * its own), and by the client listing for the pages it loads; `locale` comes from the caller.
 */
export function ProductCard({
  locale,
  product,
  sizes,
  preload = false,
  colours = [],
}: {
  locale: Locale;
  product: CardProduct;
  sizes: string;
  preload?: boolean;
  /** Colour families the shopper filtered on: the card shows the cheapest colour of them. */
  colours?: string[];
}) {
  const { product: t, productPage } = getProductMessages(locale);
  // The cheapest colour (of the families filtered on), at the price its page shows; decision 0011.
  const card = pickCardColour(product.variations, colours);
  const shown = card?.variation;
  const image = shown?.images[0];
  const href = shown
    ? `/produit/${product.id}?colorNo=${encodeURIComponent(shown.colorNo)}`
    : `/produit/${product.id}`;
  const price = shown ?? product;
  const discount = discountPercent(price.price, price.promoPrice);

  return (
    <article className="group relative flex flex-col" data-testid="product-card">
      <div className="relative aspect-square overflow-hidden bg-grey-100">
        {image && (
          <ShopImage
            src={image}
            alt=""
            fill
            sizes={sizes}
            preload={preload}
            className="object-cover transition-transform duration-500 ease-out group-hover:scale-105"
          />
        )}
        {discount !== null && (
          <span className="absolute start-2 top-2 bg-promo px-2 py-1 text-xxs font-bold text-white">
            {t.discount(discount)}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 pt-3">
        {product.variations.length > 1 && (
          <ul className="mb-1 flex items-center gap-1.5" aria-hidden="true">
            {product.variations.slice(0, MAX_SWATCHES).map((variation) => (
              <li
                key={variation.colorNo}
                className={`size-3 rounded-full border border-grey-300 ${variation === shown ? "ring-1 ring-ink ring-offset-1" : ""}`}
                style={{ backgroundColor: variation.colorHex }}
              />
            ))}
          </ul>
        )}
        <h3 className="line-clamp-2 text-sm font-semibold">
          {/* The stretched link makes the whole card clickable while its name stays the product title. */}
          <LocaleLink href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.title}
          </LocaleLink>
        </h3>
        <p className="text-xs text-grey-600">
          {product.articleType} · {t.colours(product.colorCount)}
        </p>
        <div className="mt-auto pt-1">
          <ProductPrice
            locale={locale}
            price={price.price}
            promoPrice={price.promoPrice}
            prefix={card?.from ? productPage.fromPrice : undefined}
            texts={t}
          />
        </div>
      </div>
    </article>
  );
}
