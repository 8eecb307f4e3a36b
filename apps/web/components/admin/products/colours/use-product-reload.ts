"use client";

import type { EditorColour, ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { api } from "@/lib/api/client";
import { useProductRevision } from "../product-revision";

/**
 * Takes the product as a write answered it (the colour routes answer the whole editor's product), or reads it again
 * when the write answered less (pictures) or after an error; resolves with it, or throws the API's refusal.
 */
export type ReloadProduct = (answered?: ProductEditor) => Promise<ProductEditor>;

/**
 * Every colour write (a colour, its grid, its pictures, its links) bumps the product's revision: the section shows
 * the product as saved and the page's next save, of any part, carries the new revision. The page is rendered again
 * on the server too, for what it shows around the colours (the last change and who made it, the history).
 */
export function useProductReload(productId: number, setColours: (colours: EditorColour[]) => void): ReloadProduct {
  const { setRevision } = useProductRevision();
  const router = useRouter();
  return useCallback(
    async (answered) => {
      const product = answered ?? (await api.get<ProductEditor>(`/api/admin/products/${productId}`)).data;
      setColours(product.colours);
      setRevision(product.revision);
      router.refresh();
      return product;
    },
    [productId, setColours, setRevision, router],
  );
}
