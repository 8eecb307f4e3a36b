"use client";

import { useEffect, useEffectEvent, useRef, type RefObject } from "react";
import { lockScroll } from "./scroll-lock";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

/**
 * Drives a native modal <dialog> from React state: `showModal()` makes the rest of the page inert, Escape
 * (the dialog's cancel event) calls `onClose`, Tab and Shift+Tab wrap inside the dialog, page scrolling is locked,
 * and on close focus goes back to the element that had it when the dialog opened (the opener).
 *
 * `native: false` keeps a dialog that the server rendered `open` as it is (a full-screen layer that already
 * covers the page) instead of reopening it with `showModal()`: closing and reopening would paint it a second
 * time, late, and make it the page's Largest Contentful Paint. Focus is then moved in and trapped by hand.
 */
export function useModalDialog(
  isOpen: boolean,
  onClose: () => void,
  { native = true }: { native?: boolean } = {},
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const requestClose = useEffectEvent(onClose);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (native) {
      // A dialog rendered open by the server (non-modal) is reopened as a modal one.
      if (dialog.open && !dialog.matches(":modal")) dialog.close();
      if (!dialog.open) dialog.showModal();
    } else {
      if (!dialog.open) dialog.show();
      (dialog.querySelector<HTMLElement>("[autofocus]") ?? focusableIn(dialog)[0])?.focus();
    }
    const unlock = lockScroll();

    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Non-modal dialogs get no cancel event: Escape is read here.
      if (event.key === "Escape" && !native) {
        event.preventDefault();
        requestClose();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusableIn(dialog);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return event.preventDefault();
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // A click on the ::backdrop lands on the dialog element itself.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) requestClose();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("keydown", onKeyDown);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("keydown", onKeyDown);
      dialog.removeEventListener("click", onClick);
      if (dialog.open) dialog.close();
      unlock();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [isOpen, native]);

  return ref;
}
