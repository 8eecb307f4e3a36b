import type { FreeDeliveryRule } from "@shop/domain/free-delivery";
import { formatMoney } from "@shop/domain/money";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useLocale } from "@/lib/locale/context";

/**
 * Free delivery above an amount (decision 0068): how much the lines still lack, or that it is reached. The lines
 * count as the shopper pays them (promotions included), the gift aside, as the order will count them.
 */
export function FreeDeliveryProgress({ rule, linesTotal }: { rule: FreeDeliveryRule | null; linesTotal: number }) {
  const locale = useLocale();
  const t = useJourneyMessages().cartPage;
  if (!rule || rule.from === null) return null;
  const missing = rule.from - linesTotal;
  return (
    <p className="mt-3 border border-grey-200 bg-white px-4 py-3 text-sm font-semibold" data-testid="free-delivery-progress">
      {missing > 0 ? t.freeDeliveryNext(formatMoney(missing, locale), rule.methods) : t.freeDeliveryReached(rule.methods)}
    </p>
  );
}
