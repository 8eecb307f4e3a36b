import { ShopImage } from "@/components/ui/shop-image";
import { LocaleLink } from "@/components/ui/locale-link";
import type { LinkedVariationRef } from "@shop/domain/contract/catalog";
import { getProductMessages } from "@/messages/product";

/** « Complétez l’ensemble »: the pieces that go with this colour (a jacket's trousers), each a link to its page. */
export function LinkedVariations({ items }: { items: LinkedVariationRef[] }) {
  const t = getProductMessages().productPage;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="ensemble-title" className="border border-grey-200 p-4">
      <h2 id="ensemble-title" className="flex items-center gap-2 text-sm font-bold">
        <span className="bg-gold px-2 py-0.5 text-xxs font-bold uppercase tracking-wider text-ink">{t.ensembleBadge}</span>
        {t.ensembleTitle}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {items.map((item) => (
          <li key={`${item.productId}-${item.colorNo}`}>
            <LocaleLink
              href={`/produit/${item.productId}?colorNo=${encodeURIComponent(item.colorNo)}`}
              className="group flex items-center gap-4"
              data-testid="ensemble-link"
            >
              <span className="relative size-20 shrink-0 overflow-hidden bg-grey-100">
                {item.image && <ShopImage src={item.image} alt="" fill sizes="80px" className="object-cover" />}
              </span>
              <span className="flex flex-col">
                <span className="text-sm font-semibold group-hover:underline">{item.title}</span>
                <span className="text-xs text-grey-600">{t.ensembleColour(item.colorName)}</span>
              </span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
