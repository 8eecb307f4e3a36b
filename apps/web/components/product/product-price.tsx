import type { Locale } from "@shop/domain/constants";
import { formatMoney } from "@shop/domain/money";
import type { ProductPriceTexts } from "@/messages/product";

const SIZES = {
  sm: { price: "text-sm", regular: "text-xs" },
  lg: { price: "text-2xl", regular: "text-base" },
} as const;

/**
 * The price of a product; with a promotion, the promo price in red and the regular price struck through.
 * `prefix` (« À partir de ») is for a colour whose sizes do not all cost the same. No hook: a server component in
 * product cards and rails (no JavaScript), a client one inside the buying form; `locale` and the hidden labels
 * (`texts`) come from the caller, so the form's code carries no product texts.
 */
export function ProductPrice({
  locale,
  price,
  promoPrice,
  size = "sm",
  prefix,
  texts: t,
}: {
  locale: Locale;
  price: number;
  promoPrice: number | null;
  size?: keyof typeof SIZES;
  prefix?: string;
  texts: ProductPriceTexts;
}) {
  const classes = SIZES[size];
  const lead = prefix ? <span className="me-1 text-xs font-normal text-grey-600">{prefix}</span> : null;

  if (promoPrice === null) {
    return (
      <p className={`font-bold ${classes.price}`} data-testid="price">
        {lead}
        <span className="sr-only">{t.price} </span>
        {formatMoney(price, locale)}
      </p>
    );
  }
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${classes.price}`} data-testid="price">
      {lead}
      <span className="font-bold text-promo">
        <span className="sr-only">{t.promoPrice} </span>
        {formatMoney(promoPrice, locale)}
      </span>
      <del className={`text-grey-500 ${classes.regular}`}>
        <span className="sr-only">{t.regularPrice} </span>
        {formatMoney(price, locale)}
      </del>
    </p>
  );
}
