import { ShopImage } from "@/components/ui/shop-image";
import { LocaleLink } from "@/components/ui/locale-link";
import type { ProductVariation } from "@shop/domain/contract/catalog";
import { getProductMessages } from "@/messages/product";

/**
 * The product's colours as picture swatches. Each is a link that replaces `colorNo` in the URL without scrolling
 * (`replace` + `scroll={false}`: the colour is a view of the same page, not a new history step); the server
 * then renders the gallery, sizes and prices of that colour. No client JavaScript of its own.
 */
export function ColourSwatches({
  productId,
  variations,
  selected,
}: {
  productId: number;
  variations: ProductVariation[];
  selected: ProductVariation;
}) {
  const t = getProductMessages().productPage;
  return (
    <div>
      <p className="text-sm">
        <span className="font-bold">{t.colourLabel}</span>
        {selected.colorName}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t.colours}>
        {variations.map((variation) => {
          const isSelected = variation.colorNo === selected.colorNo;
          const image = variation.images[0];
          return (
            <li key={variation.colorNo}>
              <LocaleLink
                href={`/produit/${productId}?colorNo=${encodeURIComponent(variation.colorNo)}`}
                replace
                scroll={false}
                aria-label={t.colourOption(variation.colorName)}
                aria-current={isSelected ? "true" : undefined}
                data-color-no={variation.colorNo}
                className={`relative block size-16 overflow-hidden bg-grey-100 transition-shadow ${
                  isSelected ? "ring-2 ring-ink ring-offset-2" : "hover:ring-1 hover:ring-grey-400"
                }`}
              >
                {image ? (
                  <ShopImage src={image} alt="" fill sizes="64px" className="object-cover" />
                ) : (
                  <span className="absolute inset-3 rounded-full" style={{ backgroundColor: variation.colorHex }} />
                )}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
