"use client";

import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from "@headlessui/react";
import { LocaleLink } from "@/components/ui/locale-link";
import { useEffect, useRef, type RefObject } from "react";
import { useSignOut } from "@/components/account/use-sign-out";
import { AccountIcon } from "@/components/ui/icons";
import { useUser } from "@/lib/queries/user";
import type { EarlyAction } from "./account-menu";
import { quickLinks, LOGIN_HREF, REGISTER_HREF } from "./quick-links";
import { useChromeMessages } from "@/lib/locale/context";

const itemClass = "block px-5 py-2.5 text-sm text-ink data-focus:bg-grey-50 data-focus:underline";
const sessionButtonClass =
  "block bg-ink px-4 py-2.5 text-center text-sm font-bold uppercase tracking-wider text-white data-focus:bg-grey-700";

/**
 * The dropdown 'Liens rapides' (spec §2), a menu of Headless UI: arrow keys, type-ahead cleared after 350 ms
 * (spec §9), Escape (focus back on the button), a click outside, and choosing an item close it; a press held over
 * 200 ms on the button selects the item it is released on (`useQuickRelease`). Loaded when the shopper reaches for the button
 * (`AccountMenu`); `focus` and `replay` carry over what the shopper did to the button it replaces.
 */
export function AccountMenuDropdown({
  returnsPortalUrl,
  buttonClassName,
  focus,
  replay,
}: {
  returnsPortalUrl: string | null;
  buttonClassName: string;
  focus: boolean;
  replay: EarlyAction;
}) {
  const t = useChromeMessages();
  const { isSignedIn } = useUser();
  const logout = useSignOut();
  const button = useRef<HTMLButtonElement>(null);
  useQuickRelease(button);
  // Once, when the menu arrives: the key goes to the button as if typed on it (Enter opens on the first item).
  const replayed = useRef(false);
  useEffect(() => {
    const target = button.current;
    if (!replay || !target || replayed.current) return;
    replayed.current = true;
    if (replay.kind === "press") target.click();
    else {
      target.focus();
      target.dispatchEvent(new KeyboardEvent("keydown", { key: replay.key, bubbles: true, cancelable: true }));
    }
  }, [replay]);

  return (
    <Menu>
      <MenuButton ref={button} autoFocus={focus} aria-label={t.accountMenu.open} className={buttonClassName}>
        <AccountIcon />
      </MenuButton>
      {/* Not modal: a dropdown leaves the page scrollable and readable behind it. */}
      <MenuItems
        modal={false}
        className="absolute end-0 top-full z-50 mt-2 w-72 border border-grey-200 bg-white py-3 shadow-xl focus:outline-none"
      >
        <MenuSection>
          <MenuHeading className="px-5 pb-2 text-xs font-bold uppercase tracking-widest text-grey-600">
            {t.accountMenu.title}
          </MenuHeading>
          {quickLinks(returnsPortalUrl, t.accountMenu).map((link) => (
            <MenuItem key={link.title}>
              {link.external ? (
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={itemClass}>
                  {link.title}
                  <span className="sr-only"> {t.accountMenu.newTab}</span>
                </a>
              ) : (
                <LocaleLink href={link.href} className={itemClass}>
                  {link.title}
                </LocaleLink>
              )}
            </MenuItem>
          ))}
        </MenuSection>
        <MenuSeparator className="mx-5 my-2 border-t border-grey-200" />
        <div className="px-5 pt-1">
          {isSignedIn ? (
            <MenuItem disabled={logout.isPending}>
              <button type="button" onClick={() => logout.mutate()} className={`w-full ${sessionButtonClass}`}>
                {t.accountMenu.logout}
              </button>
            </MenuItem>
          ) : (
            <>
              <MenuItem>
                <LocaleLink href={LOGIN_HREF} className={sessionButtonClass}>
                  {t.accountMenu.login}
                </LocaleLink>
              </MenuItem>
              <MenuItem>
                <LocaleLink
                  href={REGISTER_HREF}
                  className="mt-3 block text-sm text-grey-700 underline data-focus:text-ink"
                >
                  {t.accountMenu.register}
                </LocaleLink>
              </MenuItem>
            </>
          )}
        </div>
      </MenuItems>
    </Menu>
  );
}

/** A press on the button held longer than this, released on an item, selects it (spec §9). */
const QUICK_RELEASE_MS = 200;

/**
 * The spec's press-and-release selection. Headless UI has it too, but listens for the press only once the menu
 * is open, which React 19 makes too late for the press that opens it; so the press is read here, by a listener
 * on the button element, there before any press.
 */
function useQuickRelease(button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    const trigger = button.current;
    if (!trigger) return;
    let press: { at: number; x: number; y: number } | null = null;
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === "mouse" && event.button === 0) press = { at: event.timeStamp, x: event.clientX, y: event.clientY };
    };
    const onPointerUp = (event: PointerEvent) => {
      const pressed = press;
      press = null;
      if (!pressed || event.timeStamp - pressed.at <= QUICK_RELEASE_MS) return;
      // A release where the press began is an ordinary click on the button.
      if (Math.abs(event.clientX - pressed.x) < 5 && Math.abs(event.clientY - pressed.y) < 5) return;
      // An item of this menu: the one the button names while it is open.
      const menuId = trigger.getAttribute("aria-controls");
      const item = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="menuitem"]') : null;
      if (item && menuId && item.closest(`[id="${menuId}"]`)) item.click();
    };
    trigger.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("pointerup", onPointerUp, true);
    return () => {
      trigger.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("pointerup", onPointerUp, true);
    };
  }, [button]);
}
