"use client";

import { LocaleLink } from "@/components/locale/locale-link";
import { useEffect, useId, useRef, useState, type FocusEvent } from "react";
import { AccountIcon } from "@/components/ui/icons";
import { getChromeMessages } from "@/messages/chrome";
import { useUser } from "@/lib/queries/user";
import { useCloseOnRouteChange } from "./header-state";
import { QuickLinkList } from "./quick-link-list";
import { quickLinks } from "./quick-links";
import { SessionActions } from "./session-actions";
import { useLocale } from "@/lib/locale/context";

const itemClass = "block px-5 py-2.5 text-sm text-ink hover:bg-grey-50 hover:underline";

/**
 * The large-screen account dropdown 'Liens rapides' (spec §2), with the greeting and a 'Mon compte' link when
 * signed in. It closes on Escape (focus back on its button), on a click or focus outside, and on navigation.
 */
export function AccountMenu({ returnsPortalUrl }: { returnsPortalUrl: string | null }) {
  const locale = useLocale();
  const t = getChromeMessages(locale);
  const { user, isSignedIn } = useUser();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);
  useCloseOnRouteChange(close);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div
      ref={root}
      className="relative hidden items-center lg:flex"
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
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
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t.accountMenu.open}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-grey-100"
      >
        <AccountIcon />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-full z-50 mt-2 w-72 border border-grey-200 bg-white py-3 shadow-xl"
      >
        <p className="px-5 pb-2 text-xs font-bold uppercase tracking-widest text-grey-600">{t.accountMenu.title}</p>
        <QuickLinkList links={quickLinks(returnsPortalUrl, locale)} onNavigate={close} linkClassName={itemClass} />
        <div className="mx-5 mt-2 border-t border-grey-200 pt-3">
          <SessionActions
            onNavigate={close}
            buttonClassName="block bg-ink px-4 py-2.5 text-center text-sm font-bold uppercase tracking-wider text-white hover:bg-grey-700"
            registerClassName="mt-3 block text-sm text-grey-700 underline hover:text-ink"
          />
        </div>
      </div>
    </div>
  );
}
