"use client";

import { LocaleLink } from "@/components/ui/locale-link";
import { useState, type ComponentType } from "react";
import { AccountIcon } from "@/components/ui/icons";
import { useUser } from "@/lib/queries/user";
import { useChromeMessages } from "@/lib/locale/context";

/** What the shopper did to the stand-in button before the menu arrived, done again to the menu's own button. */
export type EarlyAction = { kind: "press" } | { kind: "key"; key: string } | null;

type Dropdown = ComponentType<{
  returnsPortalUrl: string | null;
  buttonClassName: string;
  focus: boolean;
  replay: EarlyAction;
}>;

/** The keys that open a menu from its button (WAI-ARIA menu button pattern). */
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

const buttonClassName = "inline-flex size-11 items-center justify-center rounded-full hover:bg-grey-100";

/**
 * The large-screen account corner (spec §2): the greeting and a 'Mon compte' link when signed in, and the button
 * of the dropdown 'Liens rapides'. The dropdown is a Headless UI menu, about 29 KB of gzipped JavaScript that
 * every page would load for a menu few open (decision 0019): this button stands in for it and loads it when the
 * pointer comes over it or the focus reaches it, which comes before any press.
 */
export function AccountMenu({ returnsPortalUrl }: { returnsPortalUrl: string | null }) {
  const t = useChromeMessages();
  const { user, isSignedIn } = useUser();
  const [dropdown, setDropdown] = useState<{ Menu: Dropdown; focus: boolean } | null>(null);
  const [early, setEarly] = useState<EarlyAction>(null);

  const load = (focus: boolean) => {
    void import("./account-menu-dropdown").then(({ AccountMenuDropdown }) =>
      setDropdown((loaded) => loaded ?? { Menu: AccountMenuDropdown, focus }),
    );
  };

  return (
    <div className="relative hidden items-center lg:flex">
      {isSignedIn && user && (
        <p className="me-1 flex items-baseline gap-3 whitespace-nowrap text-sm">
          <span className="font-semibold">
            {t.header.greeting} {user.lastName}
          </span>
          <LocaleLink href="/account" className="text-grey-600 underline-offset-4 hover:text-ink hover:underline">
            {t.header.myAccount}
          </LocaleLink>
        </p>
      )}
      {dropdown ? (
        <dropdown.Menu
          returnsPortalUrl={returnsPortalUrl}
          buttonClassName={buttonClassName}
          focus={dropdown.focus}
          replay={early}
        />
      ) : (
        <button
          type="button"
          aria-label={t.accountMenu.open}
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={() => load(false)}
          onFocus={() => load(true)}
          // A key or a press before the menu has arrived (a touch screen has no hover) is done again once it is there.
          onKeyDown={(event) => {
            if (!OPENING_KEYS.has(event.key)) return;
            event.preventDefault();
            setEarly({ kind: "key", key: event.key });
            load(true);
          }}
          // The press counts from the pointer going down, as on the menu's own button: the menu may take this
          // button's place before the pointer comes up, and the click then reaches neither.
          onPointerDown={(event) => {
            if (event.pointerType !== "mouse" || event.button !== 0) return;
            setEarly({ kind: "press" });
            load(true);
          }}
          onClick={() => {
            setEarly({ kind: "press" });
            load(true);
          }}
          className={buttonClassName}
        >
          <AccountIcon />
        </button>
      )}
    </div>
  );
}
