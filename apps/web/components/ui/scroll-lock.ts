/**
 * Locks page scrolling while at least one overlay needs it (the cart drawer, the menus, the consent overlay):
 * a counter, so closing one overlay does not unlock the page under another.
 */
let locks = 0;

export function lockScroll(): () => void {
  locks += 1;
  document.documentElement.style.overflow = "hidden";
  document.body.style.overflow = "hidden";
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0) return;
    document.documentElement.style.overflow = "";
    document.body.style.overflow = "";
  };
}
