"use client";

import { LocaleLink } from "@/components/ui/locale-link";
import { HeartIcon } from "@/components/ui/icons";
import { useWishlist } from "@/lib/queries/wishlist";
import { CountBadge } from "./count-badge";
import { useChromeMessages } from "@/lib/locale/context";

/** Heart with the wishlist count, filled when the wishlist is not empty (spec §2). */
export function WishlistLink() {
  const t = useChromeMessages().header;
  const { data } = useWishlist();
  const count = data?.wishlistItems.length ?? 0;
  return (
    <LocaleLink
      href="/account/wishlist"
      aria-label={count > 0 ? t.wishlistCount(count) : t.wishlist}
      data-filled={count > 0}
      className="relative inline-flex h-11 w-10 items-center justify-center rounded-full hover:bg-grey-100 sm:w-11"
    >
      <HeartIcon className={`size-6 ${count > 0 ? "fill-current" : ""}`} />
      <CountBadge count={count} />
    </LocaleLink>
  );
}
