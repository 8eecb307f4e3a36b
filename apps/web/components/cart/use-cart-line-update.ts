"use client";

import { useToast } from "@/components/ui/toast";
import { apiError } from "@/lib/api/errors";
import { useUpdateCartLine } from "@/lib/queries/cart";
import { useChromeMessages } from "@/lib/locale/context";

/**
 * Sets a cart line's quantity (0 deletes it) with mode "set" (spec §4). The response replaces the cached cart;
 * a `notice` from the API (quantity capped by stock…) or an error shows as a toast.
 */
export function useCartLineUpdate(line: { colorNo: string; size: string }) {
  const update = useUpdateCartLine();
  const toast = useToast();
  const t = useChromeMessages().cartLine;

  const setQuantity = (quantity: number) => {
    if (update.isPending) return;
    update.mutate(
      { colorNo: line.colorNo, size: line.size, quantity, mode: "set" },
      {
        onSuccess: (cart) => {
          if (cart.notice) toast.show({ title: t.notice, description: cart.notice.message, level: "warning" });
        },
        onError: (error) => toast.show({ title: t.updateFailed, description: apiError(error).message, level: "error" }),
      },
    );
  };

  return { setQuantity, isPending: update.isPending, pendingQuantity: update.variables?.quantity };
}
