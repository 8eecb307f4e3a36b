import type { Locale } from "@shop/domain/constants";
import type { CardProduct } from "@/lib/catalog/card-product";
import { ProductCard } from "./product-card";

/**
 * Two columns on phones, three from md; from lg four across the full 1440px container ("full"), or three
 * beside the 16rem filter column of a listing ("sidebar"). The `sizes` strings mirror those columns for
 * next/image (container padding and gaps make each card a little narrower).
 */
const LAYOUTS = {
  full: {
    grid: "grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
    sizes: "(min-width: 1440px) 330px, (min-width: 1024px) 24vw, (min-width: 768px) 31vw, 48vw",
  },
  sidebar: {
    grid: "grid-cols-2 md:grid-cols-3",
    sizes: "(min-width: 1440px) 370px, (min-width: 1024px) 26vw, (min-width: 768px) 31vw, 48vw",
  },
} as const;

export const PRODUCT_GRID_SIZES = LAYOUTS.full.sizes;

export type ProductGridLayout = keyof typeof LAYOUTS;

export function ProductGrid({
  locale,
  products,
  preloadFirst = 0,
  layout = "full",
  colours,
}: {
  locale: Locale;
  products: CardProduct[];
  /** How many leading images to preload (those above the fold). */
  preloadFirst?: number;
  layout?: ProductGridLayout;
  /** Colour families filtered on, passed to each card. */
  colours?: string[];
}) {
  const { grid, sizes } = LAYOUTS[layout];
  return (
    <ul className={`grid gap-x-3 gap-y-8 md:gap-x-5 ${grid}`}>
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <div className="w-full">
            <ProductCard locale={locale} product={product} sizes={sizes} preload={index < preloadFirst} colours={colours} />
          </div>
        </li>
      ))}
    </ul>
  );
}
