import { CartView } from "@/components/checkout/cart-view";
import { getShopperCart } from "@/lib/api/shopper-cart";
import { JourneyTexts } from "@/lib/locale/journey-texts";
import { getJourneyMessages } from "@/messages/journey";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getJourneyMessages().cartPage.metaTitle, robots: { index: false } }));

export default async function CartPage({ params }: LocaleParams) {
  await enterLocale(params);
  return (
    <JourneyTexts>
      <CartView initial={await getShopperCart()} />
    </JourneyTexts>
  );
}
