import { formatMoney } from "@shop/domain/money";
import { ShopImage } from "@/components/ui/shop-image";
import { LocaleLink } from "@/components/ui/locale-link";
import type { GiftLine } from "@shop/domain/contract/cart";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useLocale } from "@/lib/locale/context";

/** The current offer's gift, after the cart lines (same layout as a line card): badge, product link, colour, size, price. */
export function GiftLineCard({ gift }: { gift: GiftLine }) {
  const locale = useLocale();
  const t = useJourneyMessages().cartPage;
  const href = `/produit/${gift.productId}?colorNo=${encodeURIComponent(gift.colorNo)}`;
  return (
    <article className="flex gap-4 py-5" data-testid="gift-line">
      <LocaleLink href={href} tabIndex={-1} aria-hidden="true" className="relative w-24 shrink-0 self-start bg-grey-100 sm:w-32">
        {gift.image && <ShopImage src={gift.image} alt="" width={294} height={294} sizes="294px" className="aspect-square w-full object-cover" />}
      </LocaleLink>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div>
            <span className="mb-1 inline-block bg-gold-light px-2 py-0.5 text-xxs font-bold uppercase tracking-wider text-ink">
              {t.giftBadge}
            </span>
            <h3 className="text-sm font-bold leading-snug">
              <LocaleLink href={href} className="hover:underline">
                {gift.title}
              </LocaleLink>
            </h3>
          </div>
          <p className="shrink-0 text-end text-sm font-bold">
            {gift.discountedPrice < gift.price && (
              <del className="block text-xs font-normal text-grey-600">{formatMoney(gift.price, locale)}</del>
            )}
            {gift.discountedPrice === 0 ? t.giftFree : formatMoney(gift.discountedPrice, locale)}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-grey-700">
          <dt className="text-grey-500">{t.colour}</dt>
          <dd>{gift.colorName}</dd>
          <dt className="text-grey-500">{t.size}</dt>
          <dd>{gift.sizeName}</dd>
          <dt className="text-grey-500">{t.quantity}</dt>
          <dd>1</dd>
        </dl>
      </div>
    </article>
  );
}
