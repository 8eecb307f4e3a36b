"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

type ProductRevision = { revision: number; setRevision(n: number): void };

const ProductRevisionContext = createContext<ProductRevision | null>(null);

/**
 * The product's revision as last seen by this page. Every write (the main form, a colour, a size, a picture)
 * sends it and gets the next one back: sharing it lets one part save after another without a false
 * « modifié entre-temps ».
 */
export function ProductRevisionProvider({
  initialRevision,
  children,
}: {
  initialRevision: number;
  children: ReactNode;
}) {
  const [revision, setRevision] = useState(initialRevision);
  const value = useMemo(() => ({ revision, setRevision }), [revision]);
  return <ProductRevisionContext.Provider value={value}>{children}</ProductRevisionContext.Provider>;
}

export function useProductRevision(): ProductRevision {
  const value = useContext(ProductRevisionContext);
  if (!value) throw new Error("useProductRevision() needs a <ProductRevisionProvider> above it");
  return value;
}
