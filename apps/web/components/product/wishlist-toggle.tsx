"use client";

import { HeartIcon } from "@/components/ui/icons";
import { apiError } from "@/lib/api/errors";
import { useUpdateWishlist, useWishlist } from "@/lib/queries/wishlist";
import { useProductFormMessages } from "./product-form-messages";

/**
 * Adds or removes this colour from the wishlist (guests have one too). A toggle button: `aria-pressed` says
 * whether the colour is in it, the heart fills when it is.
 */
export function WishlistToggle({ colorNo }: { colorNo: string }) {
  const t = useProductFormMessages();
  const wishlist = useWishlist();
  const update = useUpdateWishlist();
  const inWishlist = wishlist.data?.wishlistItems.some((item) => item.colorNo === colorNo) ?? false;
  // Show the state being asked for while the request runs.
  const pressed = update.isPending ? update.variables?.action === "add" : inWishlist;

  return (
    <div className="flex flex-col items-center">
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={t.wishlistAdd}
        title={pressed ? t.wishlistRemove : t.wishlistAdd}
        disabled={update.isPending}
        onClick={() => update.mutate({ colorNo, action: inWishlist ? "remove" : "add" })}
        className="flex size-12 items-center justify-center border border-grey-300 transition-colors hover:border-ink disabled:cursor-progress"
      >
        <HeartIcon className={`size-6 ${pressed ? "fill-promo text-promo" : ""}`} />
      </button>
      {update.isError && (
        <p role="alert" className="sr-only">
          {apiError(update.error).message}
        </p>
      )}
    </div>
  );
}
