import { HelpArticle } from "@/components/help/help-article";
import { DeliveryFeeGrid, getDeliveryFees } from "@/components/help/delivery-fee-grid";
import { getHelpMessages } from "@/messages/fr-help";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getHelpMessages().delivery.metaTitle }), "/help/delivery");

export default async function DeliveryHelpPage({ params }: LocaleParams) {
  await enterLocale(params);
  const t = getHelpMessages().delivery;
  const fees = await getDeliveryFees();
  return (
    <HelpArticle article={t}>
      <section className="mt-12" aria-labelledby="delivery-grid">
        <h2 id="delivery-grid" className="text-lg font-black uppercase tracking-tight">
          {t.gridTitle}
        </h2>
        <p className="mt-2 text-sm text-grey-700">{t.gridIntro}</p>
        {fees ? <DeliveryFeeGrid fees={fees} /> : <p className="mt-4 bg-grey-50 p-4 text-sm">{t.gridUnavailable}</p>}
      </section>
    </HelpArticle>
  );
}
