import { formatMoney } from "@shop/domain/money";
import type { Cart } from "@shop/domain/contract/cart";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useLocale } from "@/lib/locale/context";

/** "Une casquette offerte" reads "une casquette offerte" mid-sentence; "DA 2 000 de remise" stays as it is. */
function midSentence(title: string): string {
  return /^\p{Lu}\p{Ll}/u.test(title) ? title.charAt(0).toLocaleLowerCase("fr") + title.slice(1) : title;
}

/**
 * The nudge towards the next order-value offer: how much is missing and a progress bar, plus the offer already
 * unlocked, if any. The offer subtotal counts only items without a promotional price (spec §4): the amount
 * counted is shown, and the lines that do not count are marked in the list.
 */
export function OfferProgress({ cart }: { cart: Cart }) {
  const locale = useLocale();
  const t = useJourneyMessages().cartPage;
  const { nextOffer, currentOffer } = cart;
  if (!nextOffer && !currentOffer) return null;
  const percent = nextOffer ? Math.min(100, Math.round((cart.offerSubtotal / nextOffer.minOrderAmount) * 100)) : 100;

  return (
    <div className="border border-grey-200 bg-white p-4" data-testid="offer-progress">
      {nextOffer ? (
        <>
          <p className="text-sm font-semibold" id="offer-progress-label">
            {t.nextOffer(formatMoney(nextOffer.missingAmount, locale), midSentence(nextOffer.title))}
          </p>
          <div
            role="progressbar"
            aria-labelledby="offer-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-3 h-2 overflow-hidden rounded-full bg-grey-200"
          >
            <div className="h-full rounded-full bg-gold transition-[width] duration-500" style={{ width: `${percent}%` }} />
          </div>
        </>
      ) : (
        <p className="text-sm font-semibold">{t.allOffersUnlocked}</p>
      )}
      {currentOffer && (
        <p className="mt-3 flex items-center gap-2 text-xs font-semibold text-gold-deep">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2.5}>
            <path d="m5 12 5 5 9-10" />
          </svg>
          {t.giftOffer(currentOffer.title)}
        </p>
      )}
      <p className="mt-3 text-xs font-semibold" data-testid="offer-counted">
        {t.offerCounted(formatMoney(cart.offerSubtotal, locale))}
      </p>
      <p className="mt-1 text-xxs text-grey-600">{t.offerNote}</p>
    </div>
  );
}
