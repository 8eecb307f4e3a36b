"use client";

import type { CartItem } from "@shop/domain/contract/cart";
import type { LinkedVariations } from "@shop/domain/contract/catalog";
import { useQuery } from "@/lib/query";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { api } from "@/lib/api/client";
import { apiError } from "@/lib/api/errors";
import { useChromeMessages } from "@/lib/locale/context";
import { useUpdateCartLine } from "@/lib/queries/cart";

/**
 * The line card's optional 'AJOUTER AU PANIER' (spec §2): on a line marked « Ensemble », the piece sold with its
 * colour, in the line's size, when the cart does not hold it yet. One tap adds one of it (mode "add"); the
 * button shows its loading state meanwhile. Nothing shows where it does not apply: no such piece in that size,
 * or the piece already in the cart.
 */
export function LinkedPiece({ item, lines }: { item: CartItem; lines: readonly CartItem[] }) {
  const t = useChromeMessages().cartLine;
  const toast = useToast();
  const update = useUpdateCartLine();
  const linked = useQuery({
    queryKey: ["linked-variations", item.colorNo, item.size],
    queryFn: async ({ signal }) =>
      (
        await api.get<LinkedVariations>("/api/products/variations/color-size", {
          params: { colorNo: item.colorNo, size: item.size },
          signal,
        })
      ).data.linkedVariations,
    enabled: item.hasLinkedVariation,
    staleTime: 5 * 60_000,
  });
  const piece = linked.data?.find(
    (variation) =>
      variation.size !== null &&
      variation.ean !== null &&
      !lines.some((line) => line.colorNo === variation.colorNo && line.size === variation.size),
  );
  if (!piece || piece.size === null) return null;
  const size = piece.size;

  const add = () =>
    update.mutate(
      { colorNo: piece.colorNo, size, quantity: 1, mode: "add" },
      {
        onSuccess: (cart) => {
          if (cart.notice) toast.show({ title: t.notice, description: cart.notice.message, level: "warning" });
        },
        onError: (error) => toast.show({ title: t.updateFailed, description: apiError(error).message, level: "error" }),
      },
    );

  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border border-grey-200 px-3 py-2" data-testid="linked-piece">
      <p className="min-w-0 text-xs text-grey-700">
        <span className="font-semibold text-ink">{t.linkedPiece}</span> {piece.title} ({piece.colorName})
      </p>
      <Button
        type="button"
        variant="primary-outline"
        className="min-h-11 px-3 text-xs"
        isLoading={update.isPending}
        aria-label={t.addLinkedLabel(piece.title, piece.colorName, size)}
        onClick={add}
      >
        {t.addLinked}
      </Button>
    </div>
  );
}
