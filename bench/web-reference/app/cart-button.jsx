"use client";

import { useRef, useState } from "react";

/**
 * The reference's one client component: a button that opens a dialog, as the shop's header opens its cart drawer.
 * `npm run bench:web` times a tap on it (`data-cart-button`) until the dialog shows, beside the shop's.
 */
export function CartButton() {
  const dialog = useRef(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-cart-button
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
        style={{ minHeight: 44, padding: "0 20px", fontSize: 16 }}
      >
        Panier
      </button>
      <dialog ref={dialog} aria-labelledby="cart-drawer-title" onClose={() => setOpen(false)}>
        {open && <h2 id="cart-drawer-title">Votre panier</h2>}
      </dialog>
    </>
  );
}
