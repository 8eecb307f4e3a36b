import { formatMoney } from "@shop/domain/money";
import { ShopImage } from "@/components/ui/shop-image";
import { LocaleLink } from "@/components/ui/locale-link";
import { GiftIcon } from "@/components/ui/icons-later";
import type { GiftLine as GiftLineData } from "@shop/domain/contract/cart";
import { useLocale, useChromeMessages } from "@/lib/locale/context";

/** The gift of the current offer (spec §2): after the lines, linking to its product. */
export function GiftLine({ gift, onNavigate }: { gift: GiftLineData; onNavigate?: () => void }) {
  const locale = useLocale();
  const t = useChromeMessages().cartDrawer;
  const href = `/produit/${gift.productId}?colorNo=${encodeURIComponent(gift.colorNo)}`;
  return (
    <article aria-label={t.giftLabel} data-testid="gift-line" className="flex gap-4 border-t border-dashed border-gold py-5">
      <div className="relative w-24 shrink-0 bg-gold-light sm:w-32">
        {gift.image && <ShopImage src={gift.image} alt="" width={294} height={294} sizes="294px" className="aspect-square w-full object-cover" />}
      </div>
      <div className="flex flex-1 flex-col gap-1.5">
        <p className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-wider text-gold-deep">
          <GiftIcon className="size-4" />
          {t.gift}
        </p>
        <h3 className="text-sm font-bold">
          <LocaleLink href={href} onClick={onNavigate} className="hover:underline">
            {gift.title}
          </LocaleLink>
        </h3>
        <p className="text-xs text-grey-700">{gift.colorName} · {gift.sizeName}</p>
        <p className="text-sm">
          <span className="me-2 text-grey-600 line-through">{formatMoney(gift.price, locale)}</span>
          <span className="font-bold text-promo">{gift.discountedPrice > 0 ? formatMoney(gift.discountedPrice, locale) : t.free}</span>
        </p>
      </div>
    </article>
  );
}
