import { facetLabel as domainFacetLabel } from "@shop/domain/facets";
import type { ProductDetail, ProductVariation } from "@shop/domain/contract/catalog";
import { getCatalogMessages } from "@/messages/catalog";
import { getProductMessages } from "@/messages/product";

/** The description and the characteristics as a definition list, labelled with the facets' names in the page's language. */
export function ProductDetails({ product, variation }: { product: ProductDetail; variation: ProductVariation }) {
  const t = getProductMessages().productPage;
  const names = new Map(Object.entries(getCatalogMessages().facetLabels));
  const facetLabel = (key: string) => names.get(key) ?? domainFacetLabel(key);
  const rows: [string, string][] = [
    [facetLabel("articleType") ?? "", product.articleType],
    [facetLabel("gender") ?? "", product.gender],
    [facetLabel("ageGroup") ?? "", product.ageGroup],
    [facetLabel("rbu") ?? "", product.activity],
    ...Object.entries(product.attributes).map(([key, value]): [string, string] => [facetLabel(key) ?? key, value]),
    [t.colour, variation.colorName],
    [t.style, variation.style],
  ];
  const shown = rows.filter(([label, value]) => label && value);

  return (
    <div className="grid gap-10 border-t border-grey-200 pt-10 md:grid-cols-2 lg:gap-16">
      <section aria-labelledby="description-title">
        <h2 id="description-title" className="text-xl font-black uppercase tracking-tight">
          {t.description}
        </h2>
        <p className="mt-4 max-w-prose text-base leading-relaxed text-grey-700">{product.description}</p>
      </section>
      <section aria-labelledby="details-title">
        <h2 id="details-title" className="text-xl font-black uppercase tracking-tight">
          {t.details}
        </h2>
        <dl className="mt-4 divide-y divide-grey-200 border-y border-grey-200 text-sm">
          {shown.map(([label, value]) => (
            <div key={label} className="grid grid-cols-2 gap-4 py-3">
              <dt className="text-grey-600">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
