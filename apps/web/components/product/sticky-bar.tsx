"use client";

import { Button } from "@/components/ui/button";
import { useProductFormMessages } from "./product-form-messages";

/** The sticky bar's content: price, chosen size, the add button (see `StickyAddToCart`). */
export function StickyBar({ price, size, busy, onAdd }: { price: string; size: string; busy: boolean; onAdd: () => void }) {
  const t = useProductFormMessages();
  return (
    <div
      data-testid="sticky-add-to-cart"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-grey-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold">{price}</p>
          <p className="truncate text-xs text-grey-700">{size ? `${t.size} ${size}` : t.chooseSize}</p>
        </div>
        <Button type="button" variant="primary-black" className="shrink-0 px-5" isLoading={busy} loadingLabel={t.adding} onClick={onAdd}>
          {t.addToCart}
        </Button>
      </div>
    </div>
  );
}
