import { formatMoney } from "@shop/domain/money";
import { LocaleLink } from "@/components/ui/locale-link";
import type { OrderLine } from "@shop/domain/contract/orders";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { LineThumb } from "./line-thumb";
import { useLocale } from "@/lib/locale/context";

/** The ordered lines (the gift last, marked "Cadeau"), each with its thumbnail, colour, size, quantity and total. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  const locale = useLocale();
  const t = useJourneyMessages().order;
  return (
    <ul className="divide-y divide-grey-200 border-y border-grey-200" data-testid="order-lines">
      {lines.map((line) => (
        <li key={line.id} className="flex gap-4 py-4" data-testid="order-line">
          <LineThumb src={line.image} size={80} />
          <div className="min-w-0 flex-1">
            {line.isGift && (
              <span className="mb-1 inline-block bg-gold-light px-2 py-0.5 text-xxs font-bold uppercase tracking-wider text-ink">
                {t.gift}
              </span>
            )}
            <p className="text-sm font-semibold">
              <LocaleLink href={`/produit/${line.productId}?colorNo=${encodeURIComponent(line.colorNo)}`} className="hover:underline">
                {line.title}
              </LocaleLink>
            </p>
            <p className="mt-0.5 text-xs text-grey-600">{t.lineDetails(line.colorName, line.sizeName, line.quantity)}</p>
          </div>
          <p className="shrink-0 text-end text-sm font-bold">
            {line.isGift && line.lineTotal === 0 ? t.free : formatMoney(line.lineTotal, locale)}
          </p>
        </li>
      ))}
    </ul>
  );
}
