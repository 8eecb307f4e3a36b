import { ProductGrid } from "@/components/product/product-grid";
import type { ProductSummary } from "@/lib/api/types";
import { getMessages } from "@/lib/i18n";

export const NEWEST_ANCHOR = "nouveautes";

export function NewestProducts({ products }: { products: ProductSummary[] }) {
  const t = getMessages().home;

  return (
    <section id={NEWEST_ANCHOR} aria-labelledby="newest-title" className="container-shop mt-14 scroll-mt-24 lg:mt-20">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="newest-title" className="text-2xl font-black uppercase tracking-tight lg:text-3xl">
            {t.newestTitle}
          </h2>
          <p className="mt-1 text-sm text-grey-600">{t.newestText}</p>
        </div>
      </div>
      {products.length > 0 ? <ProductGrid products={products} /> : <p className="text-sm text-grey-600">{t.noProducts}</p>}
    </section>
  );
}
