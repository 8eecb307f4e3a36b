import type { Metadata } from "next";
import { WishlistView } from "@/components/account/wishlist-view";
import { requireSignIn } from "@/lib/api/session";
import { getMessages } from "@/lib/i18n";

export const metadata: Metadata = { title: getMessages().account.wishlistMetaTitle, robots: { index: false } };

export default async function WishlistPage() {
  await requireSignIn("/account/wishlist");
  return <WishlistView />;
}
