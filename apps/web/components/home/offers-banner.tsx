import { formatMoney } from "@shop/domain/money";
import type { Offer } from "@shop/domain/contract/shop";
import { getCatalogMessages } from "@/messages/catalog";
import { currentLocale } from "@/messages/locale";

/**
 * The running order-value offers as a nudge under the hero: « Dès DA 8 000 d’achat : <cadeau> offert ».
 * Nothing when there is no offer.
 */
export function OffersBanner({ offers }: { offers: Offer[] }) {
  const locale = currentLocale();
  const t = getCatalogMessages(locale).home;
  if (offers.length === 0) return null;

  return (
    <section aria-labelledby="offers-title" className="bg-gold-light">
      <div className="container-shop flex flex-col gap-3 py-4 md:flex-row md:items-center md:gap-8">
        <div className="shrink-0">
          <h2 id="offers-title" className="flex items-center gap-2 text-xs font-black uppercase tracking-[0.2em]">
            <GiftIcon />
            {t.offersTitle}
          </h2>
          <p className="mt-1 ps-7 text-xs text-grey-700">{t.offersNote}</p>
        </div>
        <ul className="flex flex-col gap-1.5 text-sm md:flex-row md:flex-wrap md:gap-x-8" data-testid="offers">
          {offers.map((offer) => (
            <li key={offer.id} className="flex items-baseline gap-2">
              <span aria-hidden="true" className="size-1.5 shrink-0 translate-y-[-2px] rounded-full bg-gold-deep" />
              {t.offer(formatMoney(offer.minOrderAmount, locale), offer.giftVariation.product.title_fr)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function GiftIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={1.75}>
      <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7S10.5 3 8 3.5 6.5 7 12 7Zm0 0s1.5-4 4-3.5S17.5 7 12 7Z" strokeLinejoin="round" />
    </svg>
  );
}
