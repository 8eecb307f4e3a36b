import type { AdminOffer } from "@shop/domain/contract/admin-offers";
import { ShopImage } from "@/components/ui/shop-image";
import { getAdminOffersMessages } from "@/messages/admin";
import { adminButton, formatDateTime } from "../admin-ui";

const BADGE = "inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1 ring-inset";
const STATE_TONES: Record<AdminOffer["state"], string> = {
  active: "bg-success/10 text-success ring-success/30",
  scheduled: "bg-info/10 text-info ring-info/30",
  ended: "bg-grey-100 text-grey-600 ring-grey-200",
  off: "bg-grey-100 text-grey-700 ring-grey-300",
};

export type OfferActions = { edit: () => void; remove: () => void };

/** The window as staff read it, in Algiers time. */
function windowText(offer: AdminOffer): string {
  const t = getAdminOffersMessages().row;
  if (!offer.startsAt && !offer.endsAt) return t.always;
  const parts = [offer.startsAt && t.from(formatDateTime(offer.startsAt)), offer.endsAt && t.until(formatDateTime(offer.endsAt))];
  const text = parts.filter(Boolean).join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the gift costs the shopper: offered, or its discount. */
export function discountText(offer: Pick<AdminOffer, "discountType" | "amount">): string {
  const t = getAdminOffersMessages().row;
  if (offer.discountType === "percentage") return offer.amount >= 100 ? t.giftFree : t.giftPercent(offer.amount);
  return t.giftFixed(offer.amount);
}

/**
 * One offer: its threshold, state and window, the gift (with a warning when it is not on sale or sold out: the
 * cart then leaves the offer out), and the staff's actions (reading only for operators).
 */
export function OfferRow({ offer, actions }: { offer: AdminOffer; actions: OfferActions | null }) {
  const t = getAdminOffersMessages().row;
  const { gift } = offer;
  return (
    <div data-offer={offer.id} className="grid gap-3 px-4 py-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-6 md:px-5">
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-grey-600">
          <span className={`${BADGE} ${STATE_TONES[offer.state]}`}>{t.states[offer.state]}</span>
          <span>{windowText(offer)}</span>
        </div>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <p className="text-lg font-black tabular-nums text-ink">{t.threshold(offer.minOrderAmount)}</p>
          <h3 className="min-w-0 text-sm font-semibold text-ink">{offer.titleFr}</h3>
          {offer.titleAr && (
            <p lang="ar" dir="rtl" className="text-sm text-grey-600">
              {offer.titleAr}
            </p>
          )}
        </div>
        <div className="flex min-w-0 items-center gap-3">
          <span className="relative block size-11 shrink-0 overflow-hidden rounded-md border border-grey-200 bg-grey-100">
            {gift.image && <ShopImage src={gift.image} alt="" fill sizes="44px" className="object-cover" />}
          </span>
          <p className="min-w-0 text-sm text-grey-700">
            <span className="font-semibold text-ink">{gift.title}</span> · {gift.colorName} · {gift.size} —{" "}
            <span className="font-semibold text-promo">{discountText(offer)}</span>
            <span className="block text-xs text-grey-600">
              {gift.sku} · {t.stock(gift.stock)}
            </span>
          </p>
        </div>
        {!gift.sellable && <p className="text-xs font-semibold text-warning">{t.notSellable}</p>}
        {gift.sellable && gift.stock === 0 && <p className="text-xs font-semibold text-warning">{t.soldOut}</p>}
      </div>
      {actions && (
        <div className="flex flex-wrap items-center gap-1.5 md:justify-end">
          <button type="button" onClick={actions.edit} aria-label={t.editLabel(offer.titleFr)} aria-haspopup="dialog" className={adminButton("secondary", "min-h-9 px-3")}>
            {t.edit}
          </button>
          <button type="button" onClick={actions.remove} aria-label={t.deleteLabel(offer.titleFr)} aria-haspopup="dialog" className={adminButton("danger", "min-h-9 px-3")}>
            {t.delete}
          </button>
        </div>
      )}
    </div>
  );
}
