"use client";

import { LocaleLink } from "@/components/ui/locale-link";
import { useSignOut } from "@/components/account/use-sign-out";
import { useUser } from "@/lib/queries/user";
import { LOGIN_HREF, REGISTER_HREF } from "./quick-links";
import { useChromeMessages } from "@/lib/locale/context";

/**
 * Under the quick links (desktop dropdown and phone menu): 'Déconnexion' when signed in, else 'Connexion' and
 * the registration link. `onNavigate` closes the menu; a logout already under way ignores further clicks.
 */
export function SessionActions({
  onNavigate,
  buttonClassName,
  registerClassName,
}: {
  onNavigate: () => void;
  buttonClassName: string;
  registerClassName: string;
}) {
  const t = useChromeMessages().accountMenu;
  const { isSignedIn } = useUser();
  const logout = useSignOut();
  if (isSignedIn) {
    return (
      <button
        type="button"
        onClick={() => {
          if (logout.isPending) return;
          onNavigate();
          logout.mutate();
        }}
        className={`w-full ${buttonClassName}`}
      >
        {t.logout}
      </button>
    );
  }
  return (
    <>
      <LocaleLink href={LOGIN_HREF} onClick={onNavigate} className={buttonClassName}>
        {t.login}
      </LocaleLink>
      <LocaleLink href={REGISTER_HREF} onClick={onNavigate} className={registerClassName}>
        {t.register}
      </LocaleLink>
    </>
  );
}
