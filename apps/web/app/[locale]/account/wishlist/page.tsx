import { WishlistView } from "@/components/account/wishlist-view";
import { requireSignIn } from "@/lib/api/session";
import { getJourneyMessages } from "@/messages/journey";
import { enterLocale, localeMetadata, type LocaleParams } from "@/lib/request-locale";

export const generateMetadata = localeMetadata(() => ({ title: getJourneyMessages().account.wishlistMetaTitle, robots: { index: false } }));

export default async function WishlistPage({ params }: LocaleParams) {
  await enterLocale(params);
  await requireSignIn("/account/wishlist");
  return <WishlistView />;
}
