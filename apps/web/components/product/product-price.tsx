import { formatMoney } from "@shop/domain/money";
import { getMessages } from "@/lib/i18n";

/** The price of a product; with a promotion, the promo price in red and the regular price struck through. */
export function ProductPrice({ price, promoPrice }: { price: number; promoPrice: number | null }) {
  const t = getMessages().product;

  if (promoPrice === null) {
    return (
      <p className="text-sm font-bold">
        <span className="sr-only">{t.price} </span>
        {formatMoney(price)}
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-bold text-promo">
        <span className="sr-only">{t.promoPrice} </span>
        {formatMoney(promoPrice)}
      </span>
      <del className="text-xs text-grey-500">
        <span className="sr-only">{t.regularPrice} </span>
        {formatMoney(price)}
      </del>
    </p>
  );
}
