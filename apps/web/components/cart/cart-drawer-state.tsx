"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

type CartDrawerState = { isOpen: boolean; openCart: () => void; closeCart: () => void };

const CartDrawerContext = createContext<CartDrawerState | null>(null);

/** Whether the cart drawer is open (spec §4: opened by openCart, closed by closeCart, its close icon or links). */
export function CartDrawerProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, openCart: () => setOpen(true), closeCart: () => setOpen(false) }), [isOpen]);
  return <CartDrawerContext.Provider value={value}>{children}</CartDrawerContext.Provider>;
}

export function useCartDrawer(): CartDrawerState {
  const state = useContext(CartDrawerContext);
  if (!state) throw new Error("useCartDrawer must be used inside <CartDrawerProvider>");
  return state;
}
