import type { ProductSummary } from "@/lib/api/types";
import { ProductCard } from "./product-card";

/**
 * Two columns on phones, three from md, four from lg, inside the 1440px shop container. `PRODUCT_GRID_SIZES`
 * mirrors those columns for next/image (container padding and gaps make each card a little narrower).
 */
export const PRODUCT_GRID_SIZES = "(min-width: 1440px) 330px, (min-width: 1024px) 24vw, (min-width: 768px) 31vw, 48vw";

export function ProductGrid({
  products,
  preloadFirst = 0,
}: {
  products: ProductSummary[];
  /** How many leading images to preload (those above the fold). */
  preloadFirst?: number;
}) {
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-8 md:grid-cols-3 md:gap-x-5 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <div className="w-full">
            <ProductCard product={product} sizes={PRODUCT_GRID_SIZES} preload={index < preloadFirst} />
          </div>
        </li>
      ))}
    </ul>
  );
}
