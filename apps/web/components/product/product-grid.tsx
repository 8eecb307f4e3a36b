import type { Locale } from "@shop/domain/constants";
import type { CardProduct } from "@/lib/catalog/card-product";
import { ProductCard } from "./product-card";
import { GRID_LAYOUTS, gridClassName, type ProductGridLayout } from "./product-grid-layout";

type GridProps = {
  locale: Locale;
  products: CardProduct[];
  /** How many leading images to preload (those above the fold). */
  preloadFirst?: number;
  layout?: ProductGridLayout;
  /** Colour families filtered on, passed to each card. */
  colours?: string[];
};

/** The grid's items, one card each: a listing puts the pages it loads after the first into the same list. */
export function ProductGridItems({ locale, products, preloadFirst = 0, layout = "full", colours }: GridProps) {
  const { sizes } = GRID_LAYOUTS[layout];
  return products.map((product, index) => (
    <li key={product.id} className="flex">
      <div className="w-full">
        <ProductCard locale={locale} product={product} sizes={sizes} preload={index < preloadFirst} colours={colours} />
      </div>
    </li>
  ));
}

export function ProductGrid(props: GridProps) {
  return (
    <ul className={gridClassName(props.layout ?? "full")}>
      <ProductGridItems {...props} />
    </ul>
  );
}
