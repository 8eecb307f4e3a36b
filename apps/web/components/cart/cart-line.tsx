"use client";

import { stockQuantityOptions } from "@shop/domain/cart";
import { CARD_IMAGE_SIZE } from "@shop/domain/constants";
import { formatMoney } from "@shop/domain/money";
import { ShopImage } from "@/components/ui/shop-image";
import { LocaleLink } from "@/components/ui/locale-link";
import { useId } from "react";
import { CheckIcon } from "@/components/ui/icons-later";
import type { CartItem } from "@shop/domain/contract/cart";
import { LinkedPiece } from "./linked-piece";
import { useCartLineUpdate } from "./use-cart-line-update";
import { useLocale, useChromeMessages } from "@/lib/locale/context";

/** Quantity choices from stock (spec §5), plus the current quantity when it is above them. */
function quantityChoices(item: CartItem): string[] {
  const values = stockQuantityOptions(item.stock).map((option) => option.value);
  const current = String(item.quantity);
  if (!values.includes(current)) values.push(current);
  return values.sort((a, b) => Number(a) - Number(b));
}

/**
 * One cart line (spec §2): 294×294 picture, product link, colour, size, style number, stock, quantity select,
 * delete, line price, 'Ensemble' badge. Shared by the cart drawer and the /cart page. When the shop runs offers,
 * a promoted line says that it does not count towards them (spec §4).
 */
export function CartLine({
  item,
  onNavigate,
  offers = false,
  lines,
}: {
  item: CartItem;
  onNavigate?: () => void;
  /** Every line of the cart: with them, a line « Ensemble » offers to add its piece when the cart lacks it. */
  lines?: readonly CartItem[];
  /** The shop runs order-value offers: mark a promoted line as not counting. */
  offers?: boolean;
}) {
  const locale = useLocale();
  const t = useChromeMessages().cartLine;
  const selectId = useId();
  const { setQuantity, isPending, pendingQuantity } = useCartLineUpdate(item);
  const href = `/produit/${item.productId}?colorNo=${encodeURIComponent(item.colorNo)}`;
  const hasPromo = item.promoPrice !== null;
  const removing = isPending && pendingQuantity === 0;

  return (
    <article className="flex gap-4 py-5" data-testid="cart-line" data-line-id={item.id} aria-busy={isPending || undefined}>
      <LocaleLink href={href} onClick={onNavigate} tabIndex={-1} aria-hidden="true" className="relative w-24 shrink-0 self-start bg-grey-100 sm:w-32">
        {item.image && (
          <ShopImage
            src={item.image}
            alt=""
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            sizes={`${CARD_IMAGE_SIZE}px`}
            className="aspect-square w-full object-cover"
          />
        )}
        {item.hasLinkedVariation && (
          <span className="absolute start-1.5 top-1.5 bg-ink px-1.5 py-0.5 text-xxxs font-bold uppercase tracking-wider text-white">
            {t.linked}
          </span>
        )}
      </LocaleLink>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-sm font-bold leading-snug">
            <LocaleLink href={href} onClick={onNavigate} className="hover:underline">
              {item.title}
            </LocaleLink>
          </h3>
          <p className="shrink-0 text-end text-sm font-bold" data-testid="line-price">
            {hasPromo && (
              <span className="block text-xs font-normal text-grey-600 line-through">
                <span className="sr-only">{t.regularPrice} </span>
                {formatMoney(item.price * item.quantity, locale)}
              </span>
            )}
            <span className={hasPromo ? "text-promo" : ""}>
              <span className="sr-only">{t.price} </span>
              {formatMoney(item.itemTotalPrice, locale)}
            </span>
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-grey-700">
          <dt className="text-grey-600">{t.colour}</dt>
          <dd>{item.colorName}</dd>
          <dt className="text-grey-600">{t.size}</dt>
          <dd>{item.sizeName}</dd>
          <dt className="text-grey-600">{t.style}</dt>
          <dd>{item.colorNo}</dd>
        </dl>
        {offers && hasPromo && <OfferExcludedMark text={t.offerExcluded} />}
        {lines && item.hasLinkedVariation && <LinkedPiece item={item} lines={lines} />}
        {item.stock > 0 && (
          <p className="flex items-center gap-1 text-xs font-semibold text-ink">
            <CheckIcon className="size-4" />
            {t.inStock}
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-1">
          <div className="flex items-center gap-2">
            <label htmlFor={selectId} className="text-xs font-semibold">
              {t.quantity}
            </label>
            <select
              id={selectId}
              value={String(item.quantity)}
              disabled={isPending}
              onChange={(event) => setQuantity(Number(event.target.value))}
              className="h-11 min-w-16 border border-grey-300 bg-white px-2 text-sm disabled:opacity-60"
            >
              {quantityChoices(item).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            aria-label={t.removeLabel(item.title)}
            aria-busy={removing || undefined}
            aria-disabled={isPending || undefined}
            onClick={() => setQuantity(0)}
            className="-me-2 inline-flex min-h-11 min-w-11 items-center justify-center px-2 text-xs font-semibold text-grey-700 underline underline-offset-4 hover:text-ink aria-disabled:cursor-progress aria-disabled:opacity-60"
          >
            {t.remove}
          </button>
        </div>
      </div>
    </article>
  );
}

/** The mark of a line that does not count towards the offers: its text is its explanation. */
function OfferExcludedMark({ text }: { text: string }) {
  return (
    <p className="inline-flex items-center gap-1.5 self-start bg-grey-100 px-2 py-1 text-xxs font-semibold text-grey-700" data-testid="offer-excluded">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth={2}>
        <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7S10.5 3 8 3.5 6.5 7 12 7Zm0 0s1.5-4 4-3.5S17.5 7 12 7ZM3 3l18 18" strokeLinejoin="round" />
      </svg>
      {text}
    </p>
  );
}
