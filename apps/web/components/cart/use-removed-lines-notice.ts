"use client";

import { useEffect, useRef } from "react";
import { CART_LINES_REMOVED } from "@shop/domain/cart";
import type { Cart } from "@shop/domain/contract/cart";
import { useToast } from "@/components/ui/toast";
import { useChromeMessages } from "@/lib/locale/context";

/**
 * Tells the shopper, once, that lines of their cart were removed because they are no longer on sale (a product
 * archived or back to draft, a size switched off): the cart read that removed them carries the API's message, in
 * the page's language, as a `notice`; the reads after it carry none.
 */
export function useRemovedLinesNotice(cart: Cart | null | undefined): void {
  const toast = useToast();
  const t = useChromeMessages().cartLine;
  const shown = useRef<Cart | null>(null);
  useEffect(() => {
    if (!cart || cart.notice?.code !== CART_LINES_REMOVED || shown.current === cart) return;
    shown.current = cart;
    toast.show({ title: t.notice, description: cart.notice.message, level: "warning" });
  }, [cart, toast, t.notice]);
}
