import { LocaleLink } from "@/components/ui/locale-link";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { getPaymentOptions } from "@/lib/api/payments";
import { getShopperCart } from "@/lib/api/shopper-cart";
import { getShopView } from "@/lib/api/shop-settings";
import { JourneyTexts } from "@/lib/locale/journey-texts";
import { getJourneyMessages } from "@/messages/journey";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getJourneyMessages().checkout.metaTitle, robots: { index: false } }));

export default async function CheckoutPage({ params }: LocaleParams) {
  await enterLocale(params);
  const t = getJourneyMessages().checkout;
  const [payments, initial, shop] = await Promise.all([getPaymentOptions(), getShopperCart(), getShopView()]);
  return (
    <div className="container-shop py-8 md:py-12">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4 md:mb-10">
        <h1 className="text-3xl font-black uppercase tracking-tight md:text-4xl">{t.title}</h1>
        <LocaleLink href="/cart" className="text-sm font-semibold underline underline-offset-4 hover:text-grey-700">
          {t.backToCart}
        </LocaleLink>
      </div>
      <JourneyTexts>
        <CheckoutView payments={payments} initial={initial} freeDelivery={shop.freeDelivery} />
      </JourneyTexts>
    </div>
  );
}
