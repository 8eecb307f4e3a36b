"use client";

import { ButtonLink } from "@/components/ui/button-link";
import { HeartIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import { apiError } from "@/lib/api/errors";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useUpdateWishlist, useWishlist } from "@/lib/queries/wishlist";
import { AccountPageHeader } from "./account-page-header";
import { WishlistCard } from "./wishlist-card";

/** /account/wishlist: the saved product colours as a grid, or an inviting empty state. */
export function WishlistView() {
  const t = useJourneyMessages().account;
  const toast = useToast();
  const wishlist = useWishlist();
  const update = useUpdateWishlist();
  const hydrated = useHydrated();
  const items = (hydrated && wishlist.data?.wishlistItems) || [];

  const remove = async (colorNo: string) => {
    try {
      await update.mutateAsync({ colorNo, action: "remove" });
      toast.show({ title: t.wishlistRemoved, level: "success" });
    } catch (error) {
      toast.show({ title: apiError(error).message, level: "error" });
    }
  };

  return (
    <div className="container-shop py-8 md:py-12">
      <AccountPageHeader title={t.wishlistTitle}>
        {items.length > 0 && <p className="text-sm text-grey-600">{t.wishlistCount(items.length)}</p>}
      </AccountPageHeader>
      {!hydrated || wishlist.isPending ? (
        <div role="status" aria-label={t.loading} className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4">
          {[0, 1, 2, 3].map((index) => (
            <div key={index} className="aspect-square animate-pulse bg-grey-100" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center py-16 text-center">
          <span className="flex size-20 items-center justify-center rounded-full bg-grey-100">
            <HeartIcon className="size-9" />
          </span>
          <h2 className="mt-6 text-xl font-black uppercase tracking-tight">{t.wishlistEmptyTitle}</h2>
          <p className="mt-3 max-w-md text-grey-600">{t.wishlistEmptyText}</p>
          <ButtonLink href="/" variant="primary-black" className="mt-8">
            {t.wishlistShop}
          </ButtonLink>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 xl:grid-cols-4" data-testid="wishlist-grid">
          {items.map((item) => (
            <li key={item.id}>
              <WishlistCard
                item={item}
                removing={update.isPending && update.variables?.colorNo === item.colorNo}
                onRemove={() => remove(item.colorNo)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
