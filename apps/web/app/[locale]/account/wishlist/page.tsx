import type { Metadata } from "next";
import { WishlistView } from "@/components/account/wishlist-view";
import { requireSignIn } from "@/lib/api/session";
import { getJourneyMessages } from "@/messages/journey";

export const metadata: Metadata = { title: getJourneyMessages().account.wishlistMetaTitle, robots: { index: false } };

export default async function WishlistPage() {
  await requireSignIn("/account/wishlist");
  return <WishlistView />;
}
