import { CartView } from "@/components/checkout/cart-view";
import { getShopperCart } from "@/lib/api/shopper-cart";
import { getShopView } from "@/lib/api/shop-settings";
import { JourneyTexts } from "@/lib/locale/journey-texts";
import { getJourneyMessages } from "@/messages/journey";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getJourneyMessages().cartPage.metaTitle, robots: { index: false } }));

export default async function CartPage({ params }: LocaleParams) {
  await enterLocale(params);
  const [initial, shop] = await Promise.all([getShopperCart(), getShopView()]);
  return (
    <JourneyTexts>
      <CartView initial={initial} freeDelivery={shop.freeDelivery} />
    </JourneyTexts>
  );
}
